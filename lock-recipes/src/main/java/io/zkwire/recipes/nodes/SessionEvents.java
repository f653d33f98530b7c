package io.zkwire.recipes.nodes;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Fans one client's connection state changes out to any number of short-lived subscribers (waiters,
 * holders, pending deletes), with a single listener on the client, registered only while someone
 * subscribes: creating many recipe objects leaves no listeners behind on the client.
 *
 * <p>Subscribers run on the client's event thread, in order with watch events; they must not block. A
 * subscriber of {@link #subscribeWithLostAtOnce} hears LOST instead the moment the client decides it, on the
 * client's own thread, so that user code keeping the event thread busy cannot delay a lock's lost signal
 * (docs/fault-tolerance.md, "The lost rule"); it must then do no more than hand work on. Subscribers hear
 * every state directly, never through a circuit breaker (a lock's lost signal and its waiters' retries must
 * not wait for one).
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
    private final ReentrantLock registration = new ReentrantLock();
    private final ConnectionStateListener inOrder = unproxied(state -> {
        publish(state, inOrderOnly);
        if (state != ConnectionState.LOST) {
            publish(state, lostAtOnce);
        }
    });
    private final ConnectionStateListener atOnce = unproxied(state -> {
        if (state == ConnectionState.LOST) {
            publish(state, lostAtOnce);
        }
    });
    private boolean registered; // guarded by registration

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

    private Subscription subscribe(Consumer<ConnectionState> subscriber, Set<Consumer<ConnectionState>> set) {
        set.add(subscriber);
        updateRegistration();
        return () -> {
            if (set.remove(subscriber)) {
                updateRegistration();
            }
        };
    }

    private void updateRegistration() {
        registration.lock();
        try {
            boolean wanted = !inOrderOnly.isEmpty() || !lostAtOnce.isEmpty();
            if (wanted && !registered) {
                client.addConnectionStateListener(inOrder);
                client.addConnectionStateListener(atOnce, Runnable::run);
            } else if (!wanted && registered) {
                client.removeConnectionStateListener(inOrder);
                client.removeConnectionStateListener(atOnce);
            }
            registered = wanted;
        } finally {
            registration.unlock();
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
