// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A session expiry: the node comes back exactly once, under the new session, and the old one is gone; a
 * protected create whose reply is lost still makes one node.
 */
@Timeout(60)
class PersistentNodeFaultsTest {

    private static final int CREATE = 1;
    private static final int CREATE2 = 15;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void afterASessionExpiryTheNodeIsMadeAgainExactlyOnce(boolean protect) throws Exception {
        ZkClient client = server.client();
        ZkClient observer = server.client();
        String parent = server.path("announce");
        PersistentNode pen = new PersistentNode(client, CreateMode.EPHEMERAL_SEQUENTIAL, protect, parent + "/svc",
                "here".getBytes());
        LinkedBlockingQueue<String> created = new LinkedBlockingQueue<>();
        pen.getListenable().addListener(created::add);
        PersistentNodeTest.started(pen);
        String path = created.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        long oldSession = client.sessionId();

        SessionKiller.kill(server.connectString(), oldSession, client.sessionPassword());
        assertEquals(path, created.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "made again at its path");
        assertNotEquals(oldSession, client.sessionId());
        Stat stat = observer.checkExists().forPath(path);
        assertNotNull(stat);
        assertEquals(client.sessionId(), stat.ephemeralOwner(), "owned by the new session");
        assertEquals(List.of(path.substring(parent.length() + 1)), Children.of(observer, parent), "one node");
        assertEquals(null, created.poll(300, TimeUnit.MILLISECONDS), "no second create");
    }

    @Test
    void aProtectedCreateWhoseReplyIsLostMakesOneNode() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        ZkClient observer = server.client();
        String parent = server.path("announce");
        observer.create().creatingParentsIfNeeded().forPath(parent);
        var cut = proxy.resetAfterNextRequest(Frame.request(CREATE).or(Frame.request(CREATE2)));
        PersistentNode pen = new PersistentNode(client, CreateMode.EPHEMERAL_SEQUENTIAL, true, parent + "/svc",
                "here".getBytes());
        PersistentNodeTest.started(pen);
        Await.result(cut, "the create's reply was cut");
        assertEquals(List.of(io.zkwire.recipes.utils.ZKPaths.getNodeFromPath(pen.getActualPath())), Children.of(observer, parent), "one node");
        assertEquals(client.sessionId(), observer.checkExists().forPath(pen.getActualPath()).ephemeralOwner());
    }
}
