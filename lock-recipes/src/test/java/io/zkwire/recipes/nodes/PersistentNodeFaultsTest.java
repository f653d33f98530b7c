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
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A session expiry: the node comes back exactly once, under the new session, and the old one is gone. */
@Timeout(60)
class PersistentNodeFaultsTest {

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
}
