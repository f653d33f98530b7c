package io.zkwire.client.internal.watch;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ConnectionStateListenerManagerFactory;
import io.zkwire.client.ZkClient;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The registered ConnectionStateListeners. {@link #accept} is called on the session's event loop the moment
 * the client decides a state: listeners with an executor of their own are handed the state at once, so
 * that user code queued on the event thread cannot delay, say, LOST for them; the others run on the event
 * thread, after the state's None event reached the watchers. Either way each listener sees states in order.
 * The listeners are told through the manager a {@link ConnectionStateListenerManagerFactory} makes (e.g. a
 * circuit breaker), except those that ask not to be proxied.
 */
public final class StateListeners implements Consumer<ConnectionState> {

    private static final System.Logger LOG = System.getLogger(StateListeners.class.getName());

    private record Entry(ConnectionStateListener listener, Executor executor) {}

    private final CopyOnWriteArrayList<Entry> proxied = new CopyOnWriteArrayList<>();
    private final CopyOnWriteArrayList<Entry> direct = new CopyOnWriteArrayList<>();
    private final Executor eventThread;
    private final UnhandledErrors errors;
    private volatile ZkClient client;
    private volatile ConnectionStateListener manager = (c, state) -> tell(proxied, state);

    /**
     * @param eventThread where listeners without an executor of their own run
     * @param errors      told of a listener that threw
     */
    public StateListeners(Executor eventThread, UnhandledErrors errors) {
        this.eventThread = eventThread;
        this.errors = errors;
    }

    public void bind(ZkClient client, ConnectionStateListenerManagerFactory managerFactory) {
        this.client = client;
        ConnectionStateListener all = manager;
        this.manager = Objects.requireNonNull(managerFactory.newManager(client, all),
                "the ConnectionStateListenerManagerFactory returned null");
    }

    /** @param executor null: call on the event thread */
    public void add(ConnectionStateListener listener, Executor executor) {
        Entry entry = new Entry(Objects.requireNonNull(listener, "listener"), executor);
        (listener.doNotProxy() ? direct : proxied).add(entry);
    }

    public void remove(ConnectionStateListener listener) {
        proxied.removeIf(e -> e.listener() == listener);
        direct.removeIf(e -> e.listener() == listener);
    }

    @Override
    public void accept(ConnectionState state) {
        tell(direct, state);
        try {
            manager.stateChanged(client, state);
        } catch (RuntimeException ex) {
            failed("connection state listener manager threw on " + state, ex);
        }
    }

    private void tell(Iterable<Entry> entries, ConnectionState state) {
        for (Entry e : entries) {
            Runnable call = () -> {
                try {
                    e.listener().stateChanged(client, state);
                } catch (RuntimeException ex) {
                    failed("connection state listener threw on " + state, ex);
                }
            };
            if (e.executor() == null) {
                eventThread.execute(call);
            } else {
                e.executor().execute(call);
            }
        }
    }

    private void failed(String message, RuntimeException ex) {
        LOG.log(Level.ERROR, message, ex);
        errors.tell(message, ex);
    }
}
