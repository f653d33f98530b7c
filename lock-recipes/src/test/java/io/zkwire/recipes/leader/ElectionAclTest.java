// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ACLProvider;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.ACL;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.CreatorOnly;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Election nodes take the client's ACLProvider: with a provider that gives the creator all rights, a fleet
 * sharing one digest identity elects as usual, while a second identity can delete neither the leader's node
 * nor the election's parent, so it cannot depose the leader.
 */
@Timeout(60)
class ElectionAclTest {

    private static final byte[] FLEET = "fleet:secret".getBytes(UTF_8);
    private static final byte[] MALLORY = "mallory:guess".getBytes(UTF_8);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private static final ACLProvider CREATOR_ONLY = CreatorOnly.ACLS;

    private static ZkClient fleetMember() throws InterruptedException {
        return server.client(b -> b.authorization("digest", FLEET).aclProvider(CREATOR_ONLY));
    }

    /** The node and its parent carry only the fleet's digest identity; the other identity cannot delete it. */
    private static void onlyTheFleetMayDelete(ZkClient fleet, String parent, String node) throws Exception {
        ACL fleetAll = fleet.getACL().forPath(node).get(0);
        assertEquals("digest", fleetAll.id().scheme());
        assertEquals(List.of(fleetAll), fleet.getACL().forPath(node), "the leader's node is the fleet's alone");
        assertEquals(List.of(fleetAll), fleet.getACL().forPath(parent), "so is the election's parent");
        ZkClient mallory = server.client(b -> b.authorization("digest", MALLORY));
        assertThrows(KeeperException.NoAuthException.class, () -> mallory.delete().forPath(node));
        assertThrows(KeeperException.NoAuthException.class, () -> mallory.delete().forPath(parent));
    }

    @Test
    void aLatchLeadersNodeCannotBeDeletedByAnotherIdentity() throws Exception {
        String path = server.path("latch");
        ZkClient fleet = fleetMember();
        LeaderLatch leader = new LeaderLatch(fleet, path, "first");
        leader.start();
        server.closeAfterTest(() -> {
            if (leader.getState() == LeaderLatch.State.STARTED) {
                leader.close();
            }
        });
        assertTrue(leader.await(30, TimeUnit.SECONDS));
        LeaderLatch next = new LeaderLatch(fleetMember(), path, "next");
        next.start();
        server.closeAfterTest(() -> next.close());
        Await.until(() -> next.getOurPath() != null, "the second member's node");

        onlyTheFleetMayDelete(fleet, path, leader.getOurPath());
        assertTrue(leader.hasLeadership(), "still leading");
        leader.close();
        assertTrue(next.await(30, TimeUnit.SECONDS), "the fleet's next member leads");
    }

    @Test
    void aSelectorLeadersNodeCannotBeDeletedByAnotherIdentity() throws Exception {
        String path = server.path("selector");
        ZkClient fleet = fleetMember();
        CompletableFuture<Void> leading = new CompletableFuture<>();
        CountDownLatch done = new CountDownLatch(1);
        LeaderSelector selector = new LeaderSelector(fleet, path, new LeaderSelectorListenerAdapter() {
            @Override
            public void takeLeadership(ZkClient client) throws InterruptedException {
                leading.complete(null);
                done.await(30, TimeUnit.SECONDS);
            }
        });
        selector.setId("first");
        selector.start();
        server.closeAfterTest(selector::close);
        Await.result(leading, "leadership");
        String node = fleet.getChildren().forPath(path).get(0);

        onlyTheFleetMayDelete(fleet, path, path + "/" + node);
        assertTrue(selector.hasLeadership(), "still leading");
        assertEquals("first", selector.getLeader().getId());
        done.countDown();
    }
}
