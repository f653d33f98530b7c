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
 * <p>Subscribers run on the client's event thread, in order with watch events; they must not block.
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
    private final Set<Consumer<ConnectionState>> subscribers = ConcurrentHashMap.newKeySet();
    private final ReentrantLock registration = new ReentrantLock();
    private final ConnectionStateListener listener = (c, state) -> publish(state);
    private boolean registered; // guarded by registration

    public SessionEvents(ZkClient client) {
        this.client = client;
    }

    public Subscription subscribe(Consumer<ConnectionState> subscriber) {
        subscribers.add(subscriber);
        updateRegistration();
        return () -> {
            if (subscribers.remove(subscriber)) {
                updateRegistration();
            }
        };
    }

    private void updateRegistration() {
        registration.lock();
        try {
            boolean wanted = !subscribers.isEmpty();
            if (wanted && !registered) {
                client.addConnectionStateListener(listener);
            } else if (!wanted && registered) {
                client.removeConnectionStateListener(listener);
            }
            registered = wanted;
        } finally {
            registration.unlock();
        }
    }

    private void publish(ConnectionState state) {
        for (Consumer<ConnectionState> subscriber : subscribers) {
            try {
                subscriber.accept(state);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "connection state subscriber failed on " + state, e);
            }
        }
    }
}
