package io.zkwire.recipes.locks;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ACLProvider;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.ACL;
import io.zkwire.recipes.testing.CreatorOnlyAcl;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.apache.zookeeper.ZooDefs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Recipe nodes take the client's ACLProvider: a fleet sharing one digest identity (zkwire and Curator,
 * each with its own provider giving the creator all rights) locks as usual, while another identity can
 * neither delete the holder's node nor contend.
 */
@Timeout(60)
class RecipeAclTest {

    private static final byte[] FLEET = "fleet:secret".getBytes(UTF_8);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private static final ACLProvider CREATOR_ONLY = new CreatorOnlyAcl();

    @Test
    void anotherIdentityCannotDeleteTheHoldersNodeAndTheMixedFleetStillLocks() throws Exception {
        String path = server.path("locks/orders");
        ZkClient fleet = server.client(b -> b.authorization("digest", FLEET).aclProvider(CREATOR_ONLY));
        InterProcessMutex ours = new InterProcessMutex(fleet, path);
        ours.acquire();
        String node = ours.getLockPath();
        ACL fleetAll = fleet.getACL().forPath(node).get(0);
        assertEquals("digest", fleetAll.id().scheme(), "the holder's node is the fleet's alone");
        assertEquals(List.of(fleetAll), fleet.getACL().forPath(path), "so is the container parent");

        ZkClient mallory = server.client(b -> b.authorization("digest", "mallory:guess".getBytes(UTF_8)));
        assertThrows(KeeperException.NoAuthException.class, () -> mallory.delete().forPath(node));
        assertThrows(KeeperException.NoAuthException.class,
                () -> new InterProcessMutex(mallory, path).acquire(1, TimeUnit.SECONDS));

        CuratorFramework curator = CuratorFrameworkFactory.builder().connectString(server.connectString())
                .sessionTimeoutMs(RecipeServer.SESSION_TIMEOUT_MS).retryPolicy(new RetryNTimes(3, 100))
                .authorization("digest", FLEET)
                .aclProvider(new org.apache.curator.framework.api.ACLProvider() {
                    @Override
                    public List<org.apache.zookeeper.data.ACL> getDefaultAcl() {
                        return ZooDefs.Ids.CREATOR_ALL_ACL;
                    }

                    @Override
                    public List<org.apache.zookeeper.data.ACL> getAclForPath(String p) {
                        return ZooDefs.Ids.CREATOR_ALL_ACL;
                    }
                }).build();
        server.closeAfterTest(curator);
        curator.start();
        var theirs = new org.apache.curator.framework.recipes.locks.InterProcessMutex(curator, path);
        assertFalse(theirs.acquire(200, TimeUnit.MILLISECONDS), "zkwire holds it");
        ours.release();
        assertTrue(theirs.acquire(5, TimeUnit.SECONDS), "Curator, same identity, takes it");
        assertFalse(ours.acquire(200, TimeUnit.MILLISECONDS), "Curator holds it");
        theirs.release();
        assertTrue(ours.acquire(5, TimeUnit.SECONDS));
        ours.release();
    }
}
