package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.ClientInfo;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Digest authentication, given to the builder or added later, against ACL-protected nodes. */
class DigestAuthTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private ZkClient clientAuthenticatedAs(String user, String password) {
        return server.client(b -> b.authorization("digest", Digests.credentials(user, password)));
    }

    @Test
    void creatorOnlyNodeIsNoAuthForOtherSessions() throws Exception {
        ZkClient alice = clientAuthenticatedAs("alice", "secret");
        alice.create().withACL(Ids.CREATOR_ALL_ACL).forPath(server.root(), new byte[] {1});

        assertEquals(List.of(new ACL(Perms.ALL, Digests.id("alice", "secret"))), alice.getACL().forPath(server.root()));
        assertArrayEquals(new byte[] {1}, alice.getData().forPath(server.root()));

        ZkClient anonymous = server.client();
        Await.keeperError(Code.NOAUTH, () -> anonymous.getData().forPath(server.root()));
        Await.keeperError(Code.NOAUTH, () -> anonymous.setData().forPath(server.root(), new byte[] {2}));
        Await.keeperError(Code.NOAUTH, () -> anonymous.getACL().forPath(server.root()));
        // Deleting a node is governed by its parent's ACL; creating a child by the node's own.
        Await.keeperError(Code.NOAUTH, () -> anonymous.create().forPath(server.path("child")));

        ZkClient wrongPassword = clientAuthenticatedAs("alice", "guess");
        Await.keeperError(Code.NOAUTH, () -> wrongPassword.getData().forPath(server.root()));
    }

    @Test
    void addAuthGrantsAccessToAnExistingSession() throws Exception {
        ZkClient alice = clientAuthenticatedAs("alice", "secret");
        alice.create().withACL(Ids.CREATOR_ALL_ACL).forPath(server.root(), new byte[] {1});
        ZkClient later = server.client();
        Await.keeperError(Code.NOAUTH, () -> later.getData().forPath(server.root()));

        later.addAuth("digest", Digests.credentials("alice", "secret"));

        assertArrayEquals(new byte[] {1}, later.getData().forPath(server.root()));
        later.setData().forPath(server.root(), new byte[] {2});
    }

    @Test
    void aclGivesEachIdentityOnlyItsPermissions() throws Exception {
        ZkClient admin = server.client();
        admin.create().withACL(List.of(
                new ACL(Perms.READ, Digests.id("reader", "r")),
                new ACL(Perms.ALL, Digests.id("writer", "w")))).forPath(server.root(), new byte[] {1});
        ZkClient reader = clientAuthenticatedAs("reader", "r");
        ZkClient writer = clientAuthenticatedAs("writer", "w");

        assertArrayEquals(new byte[] {1}, reader.getData().forPath(server.root()));
        Await.keeperError(Code.NOAUTH, () -> reader.setData().forPath(server.root(), new byte[] {2}));
        writer.setData().forPath(server.root(), new byte[] {3});
        assertArrayEquals(new byte[] {3}, reader.getData().forPath(server.root()));
    }

    @Test
    void creatorAclWithoutAnyAuthenticationIsInvalid() throws Exception {
        ZkClient anonymous = server.client();

        Await.keeperError(Code.INVALIDACL, () -> anonymous.create().withACL(Ids.CREATOR_ALL_ACL).forPath(server.root()));
    }

    @Test
    void whoAmIShowsTheDigestIdentity() throws Exception {
        ZkClient alice = clientAuthenticatedAs("alice", "secret");

        List<ClientInfo> identities = alice.whoAmI();

        assertTrue(identities.contains(new ClientInfo("digest", "alice")), () -> "whoAmI returned " + identities);
        assertTrue(identities.contains(new ClientInfo("ip", "127.0.0.1")), () -> "whoAmI returned " + identities);
    }
}
