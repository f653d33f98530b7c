package io.zkwire.client.internal.watch;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/** The registered ConnectionStateListeners; {@link #accept} runs on the event thread, in state order. */
public final class StateListeners implements Consumer<ConnectionState> {

    private static final System.Logger LOG = System.getLogger(StateListeners.class.getName());

    private record Entry(ConnectionStateListener listener, Executor executor) {}

    private final CopyOnWriteArrayList<Entry> entries = new CopyOnWriteArrayList<>();
    private volatile ZkClient client;

    public void bind(ZkClient client) {
        this.client = client;
    }

    /** @param executor null: call on the event thread */
    public void add(ConnectionStateListener listener, Executor executor) {
        entries.add(new Entry(Objects.requireNonNull(listener, "listener"), executor));
    }

    public void remove(ConnectionStateListener listener) {
        entries.removeIf(e -> e.listener() == listener);
    }

    @Override
    public void accept(ConnectionState state) {
        for (Entry e : entries) {
            Runnable call = () -> {
                try {
                    e.listener().stateChanged(client, state);
                } catch (RuntimeException ex) {
                    LOG.log(Level.ERROR, "connection state listener threw on " + state, ex);
                }
            };
            if (e.executor() == null) {
                call.run();
            } else {
                e.executor().execute(call);
            }
        }
    }
}
