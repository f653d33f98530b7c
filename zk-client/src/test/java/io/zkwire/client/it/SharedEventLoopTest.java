// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ClientMetricsListener;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Clients given no event loop group share the process-wide one: more clients than cores run their I/O on at
 * most one thread per core, all named zkwire-shared-io, and those threads end once the last client closes.
 */
@Timeout(60)
class SharedEventLoopTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void clientsWithoutAGroupShareOneWhoseThreadsEndAfterTheLastCloses() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        Set<Thread> ioThreads = ConcurrentHashMap.newKeySet();
        ClientMetricsListener onTheLoop = new ClientMetricsListener() {
            @Override
            public void requestCompleted(OpCode op, long latencyNanos, String outcome) {
                ioThreads.add(Thread.currentThread());
            }
        };
        List<ZkClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < cores + 2; i++) {
                ZkClient client = Clients.started(Clients.builder(server.connectString()).metricsListener(onTheLoop));
                clients.add(client);
                client.checkExists().forPath("/");
            }
        } finally {
            clients.forEach(ZkClient::close);
        }
        assertTrue(ioThreads.size() <= cores, () -> clients.size() + " clients, threads: " + ioThreads);
        assertTrue(ioThreads.stream().allMatch(t -> t.getName().startsWith("zkwire-shared-io")), ioThreads::toString);
        for (Thread thread : ioThreads) {
            thread.join(10_000);
            assertFalse(thread.isAlive(), () -> thread + " still runs after every client closed");
        }
    }
}
