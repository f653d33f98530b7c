// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The fan-out on its own, over a client that only keeps its connection state listeners. */
@Timeout(60)
class SessionEventsTest {

    private final List<ConnectionStateListener> onClient = new CopyOnWriteArrayList<>();
    private final ZkClient client = (ZkClient) Proxy.newProxyInstance(ZkClient.class.getClassLoader(),
            new Class<?>[] {ZkClient.class}, (proxy, method, args) -> switch (method.getName()) {
                case "addConnectionStateListener" -> onClient.add((ConnectionStateListener) args[0]);
                case "removeConnectionStateListener" -> onClient.removeIf(l -> l == args[0]);
                default -> throw new UnsupportedOperationException(method.getName());
            });

    /** What the client does when it decides a state: tells every listener once. */
    private void fire(ConnectionState state) {
        onClient.forEach(l -> l.stateChanged(client, state));
    }

    @Test
    void listensOnlyWhileSomeoneSubscribesAndTellsEachStateOnce() {
        SessionEvents events = new SessionEvents(client);
        List<ConnectionState> inOrder = new ArrayList<>();
        List<ConnectionState> atOnce = new ArrayList<>();
        SessionEvents.Subscription first = events.subscribe(inOrder::add);
        SessionEvents.Subscription second = events.subscribeWithLostAtOnce(atOnce::add);
        assertEquals(2, onClient.size(), "one pair of listeners for any number of subscribers");
        fire(ConnectionState.SUSPENDED);
        fire(ConnectionState.LOST);
        assertEquals(List.of(ConnectionState.SUSPENDED, ConnectionState.LOST), inOrder);
        assertEquals(List.of(ConnectionState.SUSPENDED, ConnectionState.LOST), atOnce, "LOST once, from the at-once listener");
        first.close();
        second.close();
        second.close();
        assertEquals(0, onClient.size(), "nothing left on the client");
        SessionEvents.Subscription again = events.subscribe(inOrder::add);
        assertEquals(2, onClient.size(), "a fresh pair for a later subscriber");
        again.close();
    }

    @Test
    void subscribersComingAndGoingOnManyThreadsLeaveOnePairForTheOneThatStays() throws Exception {
        SessionEvents events = new SessionEvents(client);
        int threads = 4;
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> churners = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread churn = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 20_000; i++) {
                    events.subscribe(state -> { }).close();
                }
            });
            churn.start();
            churners.add(churn);
        }
        AtomicInteger heard = new AtomicInteger();
        go.countDown();
        SessionEvents.Subscription stays = events.subscribe(state -> heard.incrementAndGet());
        for (Thread churn : churners) {
            churn.join(TimeUnit.SECONDS.toMillis(50));
        }
        assertEquals(2, onClient.size(), "exactly one pair on the client");
        fire(ConnectionState.RECONNECTED);
        assertEquals(1, heard.get(), "the state once");
        stays.close();
        assertEquals(0, onClient.size());
    }
}
