// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.zkwire.client.ACLProvider;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Id;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.ClientJaas;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A lock's nodes under {@code sasl} ACLs from the ACLProvider: the SASL identity that holds the lock owns its
 * nodes; another SASL identity can neither delete the holder's node nor contend.
 */
@Timeout(60)
class RecipeSaslAclTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.saslDigestUsers(
            Map.of("alice", "alice-secret", "mallory", "mallory-secret")));

    private static final List<ACL> ALICE_ONLY = List.of(new ACL(Perms.ALL, new Id("sasl", "alice")));

    private static final ACLProvider ALICE = new ACLProvider() {
        @Override
        public List<ACL> getDefaultAcl() {
            return ALICE_ONLY;
        }

        @Override
        public List<ACL> getAclForPath(String path) {
            return ALICE_ONLY;
        }
    };

    @Test
    void anotherSaslIdentityCannotDeleteTheHoldersNodeNorContend() throws Exception {
        String path = server.path("locks/orders");
        ZkClient alice = server.client(b -> b.saslJaas(ClientJaas.digest("alice", "alice-secret"), "Client").aclProvider(ALICE));
        InterProcessMutex ours = new InterProcessMutex(alice, path);
        ours.acquire();
        String node = ours.getLockPath();
        assertEquals(ALICE_ONLY, alice.getACL().forPath(node), "the holder's node is alice's alone");
        assertEquals(ALICE_ONLY, alice.getACL().forPath(path), "so is the container parent");

        ZkClient mallory = server.client(b -> b.saslJaas(ClientJaas.digest("mallory", "mallory-secret"), "Client"));
        assertThrows(KeeperException.NoAuthException.class, () -> mallory.delete().forPath(node));
        assertThrows(KeeperException.NoAuthException.class,
                () -> new InterProcessMutex(mallory, path).acquire(1, TimeUnit.SECONDS));
        ours.release();
    }
}
