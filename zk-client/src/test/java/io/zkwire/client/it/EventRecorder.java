package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A watcher that queues every event it receives, so a test can take them in delivery order with bounded
 * waits. "Fired exactly once" is checked with a marker: events are delivered in server order, so once
 * the marker's event (caused after the change under test) has arrived, nothing earlier can still come.
 */
final class EventRecorder implements Watcher {

    private final BlockingQueue<WatchedEvent> events = new LinkedBlockingQueue<>();

    @Override
    public void process(WatchedEvent event) {
        // kept as type, state and path, to compare with nodeEvent(...); NotificationZxidTest checks the zxid
        events.add(new WatchedEvent(event.type(), event.state(), event.path()));
    }

    /** The next event, failing the test if none arrives in time. */
    WatchedEvent next() {
        try {
            WatchedEvent event = events.poll(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            if (event == null) {
                fail("no watch event within " + Await.TIMEOUT);
            }
            return event;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The next {@code count} events, in delivery order. */
    List<WatchedEvent> next(int count) {
        List<WatchedEvent> taken = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            taken.add(next());
        }
        return taken;
    }

    /** The next {@code count} node events, skipping connection-state events (type None) in between. */
    List<WatchedEvent> nextNodeEvents(int count) {
        List<WatchedEvent> taken = new ArrayList<>();
        while (taken.size() < count) {
            WatchedEvent event = next();
            if (event.type() != EventType.None) {
                taken.add(event);
            }
        }
        return taken;
    }

    /** Takes events until one matches; returns the ones before it (the match itself is consumed). */
    List<WatchedEvent> takeUntil(Predicate<WatchedEvent> match) {
        List<WatchedEvent> before = new ArrayList<>();
        for (WatchedEvent event = next(); !match.test(event); event = next()) {
            before.add(event);
        }
        return before;
    }

    /** Events before the first node event on {@code markerPath}. */
    List<WatchedEvent> takeUntilMarker(String markerPath) {
        return takeUntil(e -> markerPath.equals(e.path()));
    }

    /** Events before the first connection-state event with this state. */
    List<WatchedEvent> takeUntilState(KeeperState state) {
        return takeUntil(e -> e.type() == EventType.None && e.state() == state);
    }

    /** What is queued now, without waiting. */
    List<WatchedEvent> drain() {
        List<WatchedEvent> now = new ArrayList<>();
        events.drainTo(now);
        return now;
    }

    /** A node event as the server would cause it (state SyncConnected). */
    static WatchedEvent nodeEvent(EventType type, String path) {
        return new WatchedEvent(Objects.requireNonNull(type), KeeperState.SyncConnected, path);
    }
}
