// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.protocol.KeeperException;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The request timeout (ZooKeeper's {@code zookeeper.request.timeout}): a request whose reply the proxy holds
 * back fails with REQUESTTIMEOUT in that time, saying so, while the connection and the session go on.
 */
@Timeout(60)
class RequestTimeoutTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private static final long TIMEOUT_MS = 1_000;

    @Test
    void theBuilderSettingFailsAnUnansweredRequestAndTheSessionGoesOn() throws Exception {
        timesOutAndGoesOn(b -> b.requestTimeoutMs((int) TIMEOUT_MS));
    }

    @Test
    void zookeeperRequestTimeoutPropertyIsHonoured() throws Exception {
        System.setProperty("zookeeper.request.timeout", String.valueOf(TIMEOUT_MS));
        try {
            timesOutAndGoesOn(UnaryOperator.identity());
        } finally {
            System.clearProperty("zookeeper.request.timeout");
        }
    }

    @Test
    void withoutATimeoutARequestWaitsForItsReply() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        client.create().creatingParentsIfNeeded().forPath(server.root() + "/waits", new byte[] {4});
        proxy.hold(Direction.SERVER_TO_CLIENT);
        CompletableFuture<byte[]> read = client.async().getData().forPath(server.root() + "/waits");
        try {
            assertThrows(TimeoutException.class, () -> read.get(2 * TIMEOUT_MS, TimeUnit.MILLISECONDS),
                    "no request timeout by default");
        } finally {
            proxy.pass();
        }
        assertArrayEquals(new byte[] {4}, Await.result(read));
    }

    private static void timesOutAndGoesOn(UnaryOperator<ZkClientBuilder> timeout) throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> timeout.apply(b.connectString(proxy.connectString())));
        List<ConnectionState> states = new CopyOnWriteArrayList<>();
        client.addConnectionStateListener((c, state) -> states.add(state), Runnable::run);
        long session = client.sessionId();
        String path = server.root() + "/slow";
        client.create().creatingParentsIfNeeded().forPath(path, new byte[] {1});

        proxy.hold(Direction.SERVER_TO_CLIENT);
        long start = System.nanoTime();
        KeeperException e;
        try {
            e = Await.keeperError(KeeperException.Code.REQUESTTIMEOUT, client.async().getData().forPath(path));
        } finally {
            proxy.pass();
        }
        long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(tookMs >= TIMEOUT_MS - 50 && tookMs < TIMEOUT_MS + 2_000, "failed after " + tookMs + " ms");
        assertTrue(e.getMessage().contains("no reply within the request timeout of 1000 ms"), e::getMessage);

        assertArrayEquals(new byte[] {1}, client.getData().forPath(path), "the connection still serves");
        assertEquals(session, client.sessionId(), "the same session");
        assertTrue(states.stream().allMatch(s -> s == ConnectionState.CONNECTED), () -> "connection kept: " + states);
    }
}
