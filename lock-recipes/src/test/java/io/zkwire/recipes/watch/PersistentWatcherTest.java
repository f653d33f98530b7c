// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.protocol.EventType;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A PersistentWatcher against a real server: events below the path, and a session expiry survived. */
@Timeout(60)
class PersistentWatcherTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private final BlockingQueue<WatchedEvent> events = new LinkedBlockingQueue<>();

    private WatchedEvent nextNodeEvent() throws Exception {
        while (true) {
            WatchedEvent event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
            assertNotNull(event, "no event within " + Await.LIMIT);
            if (event.path() != null) {
                return event;
            }
        }
    }

    @Test
    void keepsDeliveringAfterASessionExpiry() throws Exception {
        ZkClient client = server.client();
        String base = server.path("watched");
        client.create().creatingParentsIfNeeded().forPath(base);
        BlockingQueue<Long> resets = new LinkedBlockingQueue<>(); // the session each setting was made on
        try (PersistentWatcher watcher = new PersistentWatcher(client, base, true)) {
            watcher.getListenable().addListener(events::add);
            watcher.getResetListenable().addListener(() -> resets.add(client.sessionId()));
            watcher.start();
            assertNotNull(resets.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the first setting");
            client.create().forPath(base + "/a");
            WatchedEvent created = nextNodeEvent();
            assertEquals(base + "/a", created.path());
            assertEquals(EventType.NodeCreated, created.type());

            long oldSession = client.sessionId();
            SessionKiller.kill(server.connectString(), oldSession, client.sessionPassword());
            Long session;
            do {
                session = resets.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                assertNotNull(session, "no setting of the watch on a new session");
            } while (session == oldSession);
            events.clear();
            client.setData().forPath(base + "/a", new byte[] {1});
            WatchedEvent changed = nextNodeEvent();
            assertEquals(base + "/a", changed.path());
            assertEquals(EventType.NodeDataChanged, changed.type());
        }
    }
}
