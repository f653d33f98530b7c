package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ACLProvider;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The builder's ACLProvider: creates without withACL, parents, containers and transactions use it. */
class ACLProviderTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** Creator-only everywhere, except nodes named "open", which get null (so the default applies). */
    private static final class CreatorOnly implements ACLProvider {
        final List<String> asked = new ArrayList<>();

        @Override
        public List<ACL> getDefaultAcl() {
            return Ids.READ_ACL_UNSAFE;
        }

        @Override
        public synchronized List<ACL> getAclForPath(String path) {
            asked.add(path);
            return path.endsWith("/open") ? null : Ids.CREATOR_ALL_ACL;
        }
    }

    @Test
    void nodesAndTheirParentsGetTheProvidersAcl() throws Exception {
        CreatorOnly provider = new CreatorOnly();
        ZkClient alice = server.client(b -> b.authorization("digest", Digests.credentials("alice", "pw"))
                .aclProvider(provider));
        List<ACL> aliceOnly = List.of(new ACL(Perms.ALL, Digests.id("alice", "pw")));

        alice.create().creatingParentContainersIfNeeded().forPath(server.path("a/b/node"));
        alice.transaction().create(server.path("a/b/txn"), new byte[0], CreateMode.PERSISTENT).commit();
        alice.create().forPath(server.path("a/b/open"));
        alice.create().withACL(Ids.OPEN_ACL_UNSAFE).forPath(server.path("a/b/explicit"));

        assertEquals(aliceOnly, alice.getACL().forPath(server.path("a")), "a container parent");
        assertEquals(aliceOnly, alice.getACL().forPath(server.path("a/b/node")));
        assertEquals(aliceOnly, alice.getACL().forPath(server.path("a/b/txn")));
        assertEquals(Ids.READ_ACL_UNSAFE, alice.getACL().forPath(server.path("a/b/open")), "null: the default");
        assertEquals(Ids.OPEN_ACL_UNSAFE, alice.getACL().forPath(server.path("a/b/explicit")), "withACL wins");
        assertTrue(provider.asked.contains(server.path("a/b/node")), "asked with the server path: " + provider.asked);

        ZkClient bob = server.client(b -> b.authorization("digest", Digests.credentials("bob", "pw")));
        Await.keeperError(Code.NOAUTH, () -> bob.delete().forPath(server.path("a/b/node")));
        Await.keeperError(Code.NOAUTH, () -> bob.create().forPath(server.path("a/b/other")));
    }
}
