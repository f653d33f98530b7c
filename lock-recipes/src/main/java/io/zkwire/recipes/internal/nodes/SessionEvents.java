// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.nodes;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Fans one client's connection state changes out to any number of short-lived subscribers (waiters,
 * holders, pending deletes), with a single listener on the client, registered only while someone
 * subscribes: creating many recipe objects leaves no listeners behind on the client.
 *
 * <p>Subscribers run on the client's event thread, in order with watch events; they must not block. A
 * subscriber of {@link #subscribeWithLostAtOnce} hears LOST instead the moment the client decides it, on the
 * client's own thread, so that user code keeping the event thread busy cannot delay a lock's lost signal
 * (docs/contributing/fault-tolerance.md, "The lost rule"); it must then do no more than hand work on. Subscribers hear
 * every state directly, never through a circuit breaker (a lock's lost signal and its waiters' retries must
 * not wait for one).
 *
 * <p>The recipes' concurrency model: a subscriber belongs to one recipe object and only hands the state to
 * that object's serial executor, which owns the object's state; nothing here calls user code. Subscribing
 * and closing hold no lock: the client's listeners are in place when {@code subscribe} returns. What is in
 * place is one immutable value, {@code Listening} (a pair of listeners and how many subscribers use it), or
 * none; a subscriber counts itself in or puts a fresh pair in, and the last one out takes the pair away.
 */
public final class SessionEvents {

    private static final System.Logger LOG = System.getLogger(SessionEvents.class.getName());

    /** Ends a subscription; idempotent. */
    @FunctionalInterface
    public interface Subscription extends AutoCloseable {
        @Override
        void close();
    }

    private final ZkClient client;
    private final Set<Consumer<ConnectionState>> inOrderOnly = ConcurrentHashMap.newKeySet();
    private final Set<Consumer<ConnectionState>> lostAtOnce = ConcurrentHashMap.newKeySet();
    /** The pair on the client and its subscriber count while someone subscribes; null while nobody does. */
    private final AtomicReference<Listening> listening = new AtomicReference<>();

    /** The pair of listeners in place and how many subscribers use it; replaced whole, never changed. */
    private record Listening(Pair pair, int users) {
        Listening plusOne() {
            return new Listening(pair, users + 1);
        }

        /** Null when the last user leaves: the pair goes. */
        Listening minusOne() {
            return users == 1 ? null : new Listening(pair, users - 1);
        }
    }

    /** The states of {@code client}, which is listened to only while someone is subscribed. */
    public SessionEvents(ZkClient client) {
        this.client = client;
    }

    /** Every state, in order with the client's other events (on its event thread); close to stop. */
    public Subscription subscribe(Consumer<ConnectionState> subscriber) {
        return subscribe(subscriber, inOrderOnly);
    }

    /** As {@link #subscribe}, but LOST comes at once, on the client's thread (see the class comment). */
    public Subscription subscribeWithLostAtOnce(Consumer<ConnectionState> subscriber) {
        return subscribe(subscriber, lostAtOnce);
    }

    /** The client listeners are in place when this returns, without a lock and without waiting for anyone. */
    private Subscription subscribe(Consumer<ConnectionState> subscriber, Set<Consumer<ConnectionState>> set) {
        set.add(subscriber);
        Pair held = countIn();
        AtomicBoolean open = new AtomicBoolean(true);
        return () -> {
            if (open.compareAndSet(true, false)) {
                set.remove(subscriber);
                countOut(held);
            }
        };
    }

    /** Counts a subscriber in on the pair in place, or puts a fresh pair in if there is none. */
    private Pair countIn() {
        Listening joined = listening.updateAndGet(now -> now == null ? null : now.plusOne());
        if (joined != null) {
            return joined.pair();
        }
        Pair fresh = new Pair();
        fresh.add(); // before it is published: its states reach subscribers only once it is in place
        Listening before = listening.getAndUpdate(now -> now == null ? new Listening(fresh, 1) : now.plusOne());
        if (before == null) {
            return fresh;
        }
        fresh.remove(); // another subscriber put one in first: use that
        return before.pair();
    }

    /** The pair a subscriber counted in on stays in place until it counts out, so it is the one in place now. */
    private void countOut(Pair held) {
        Listening before = listening.getAndUpdate(Listening::minusOne);
        if (before.users() == 1) {
            held.remove();
        }
    }

    /**
     * One pair of listeners on the client. Only the pair in place publishes, so a state reaches each
     * subscriber once even while a fresh pair is being added or an old one removed.
     */
    private final class Pair {
        private final ConnectionStateListener inOrder = unproxied(state -> {
            if (isInPlace()) {
                publish(state, inOrderOnly);
                if (state != ConnectionState.LOST) {
                    publish(state, lostAtOnce);
                }
            }
        });
        private final ConnectionStateListener atOnce = unproxied(state -> {
            if (state == ConnectionState.LOST && isInPlace()) {
                publish(state, lostAtOnce);
            }
        });

        private boolean isInPlace() {
            Listening now = listening.get();
            return now != null && now.pair() == this;
        }

        private void add() {
            client.addConnectionStateListener(inOrder);
            client.addConnectionStateListener(atOnce, Runnable::run);
        }

        private void remove() {
            client.removeConnectionStateListener(inOrder);
            client.removeConnectionStateListener(atOnce);
        }
    }

    /** The recipes' plumbing hears the connection as it is, past any circuit breaker the user configured. */
    private static ConnectionStateListener unproxied(Consumer<ConnectionState> handler) {
        return new ConnectionStateListener() {
            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
                handler.accept(newState);
            }

            @Override
            public boolean doNotProxy() {
                return true;
            }
        };
    }

    private void publish(ConnectionState state, Iterable<Consumer<ConnectionState>> to) {
        for (Consumer<ConnectionState> subscriber : to) {
            try {
                subscriber.accept(state);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "connection state subscriber failed on " + state, e);
            }
        }
    }
}
