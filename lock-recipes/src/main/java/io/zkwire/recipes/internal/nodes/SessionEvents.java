package io.zkwire.recipes.internal.nodes;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
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
 * and closing hold no lock: the client's listeners are in place when {@code subscribe} returns (a reference
 * count on the pair in place, a fresh pair when the last subscriber retired the old one).
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
    /** The listeners on the client while someone subscribes; replaced, never revived, after the last leaves. */
    private final AtomicReference<Registration> current = new AtomicReference<>();

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
        Registration held = retainRegistration();
        AtomicBoolean open = new AtomicBoolean(true);
        return () -> {
            if (open.compareAndSet(true, false)) {
                set.remove(subscriber);
                held.release();
            }
        };
    }

    private Registration retainRegistration() {
        while (true) {
            Registration live = current.get();
            if (live != null && live.retain()) {
                return live;
            }
            Registration fresh = new Registration();
            client.addConnectionStateListener(fresh.inOrder);
            client.addConnectionStateListener(fresh.atOnce, Runnable::run);
            if (current.compareAndSet(live, fresh)) {
                return fresh;
            }
            fresh.remove(); // another subscriber put one in first: use that
        }
    }

    /**
     * One pair of listeners on the client, shared by the subscribers that retained it. Only the current,
     * unretired one publishes, so a state reaches each subscriber once even while one pair replaces another
     * (a registration becomes current only after the one before retired). Retiring is final: a subscriber
     * that comes later puts in a fresh pair rather than reviving one being removed.
     */
    private final class Registration {
        private final AtomicInteger users = new AtomicInteger(1); // -1: retired
        private final ConnectionStateListener inOrder = unproxied(state -> {
            if (isLive()) {
                publish(state, inOrderOnly);
                if (state != ConnectionState.LOST) {
                    publish(state, lostAtOnce);
                }
            }
        });
        private final ConnectionStateListener atOnce = unproxied(state -> {
            if (state == ConnectionState.LOST && isLive()) {
                publish(state, lostAtOnce);
            }
        });

        boolean retain() {
            int n;
            do {
                n = users.get();
                if (n < 0) {
                    return false;
                }
            } while (!users.compareAndSet(n, n + 1));
            return true;
        }

        void release() {
            if (users.decrementAndGet() == 0 && users.compareAndSet(0, -1)) {
                current.compareAndSet(this, null);
                remove();
            }
        }

        private boolean isLive() {
            return users.get() >= 0 && current.get() == this;
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
