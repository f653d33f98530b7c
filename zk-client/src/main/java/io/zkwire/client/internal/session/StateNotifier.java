package io.zkwire.client.internal.session;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.observe.ClientObserver;
import io.zkwire.client.internal.watch.EventDispatcher;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import java.util.Collection;
import java.util.function.Consumer;

/**
 * Turns session transitions into what users see, in order on the event thread: a None event with the
 * keeper state for every registered watcher (consecutive repeats dropped, as Apache's client does) and
 * a {@link ConnectionState} for the listeners. Called on the event loop.
 */
final class StateNotifier {

    private final EventDispatcher dispatcher;
    private final Consumer<ConnectionState> listeners;
    private final ConnectionGate gate;
    private final ClientObserver observer;
    private KeeperState lastState;
    private boolean everConnected;

    /**
     * @param listeners told of each state change at once, on the event loop; they hand it on to the listeners'
     *     executors or queue it on the event thread behind the watchers' None event
     */
    StateNotifier(EventDispatcher dispatcher, Consumer<ConnectionState> listeners, ConnectionGate gate,
            ClientObserver observer) {
        this.dispatcher = dispatcher;
        this.listeners = listeners;
        this.gate = gate;
        this.observer = observer;
    }

    void connected(boolean readOnly, Collection<Watcher> watchers) {
        ConnectionState state = readOnly ? ConnectionState.READ_ONLY
                : everConnected ? ConnectionState.RECONNECTED : ConnectionState.CONNECTED;
        everConnected |= !readOnly; // as Curator: the first read-write connection is CONNECTED, read-only or not before
        gate.set(true);
        publish(readOnly ? KeeperState.ConnectedReadOnly : KeeperState.SyncConnected, watchers, state);
    }

    void suspended(Collection<Watcher> watchers) {
        gate.set(false);
        publish(KeeperState.Disconnected, watchers, ConnectionState.SUSPENDED);
    }

    /** The session is gone: {@code why} is Expired or AuthFailed. */
    void lost(KeeperState why, Collection<Watcher> watchers) {
        gate.set(false);
        publish(why, watchers, ConnectionState.LOST);
    }

    void closed(Collection<Watcher> watchers) {
        gate.set(false);
        publish(KeeperState.Closed, watchers, ConnectionState.CLOSED);
    }

    private void publish(KeeperState keeperState, Collection<Watcher> watchers, ConnectionState state) {
        observer.stateChanged(keeperState.name(), state);
        if (keeperState != lastState) {
            lastState = keeperState;
            dispatcher.deliver(watchers, new WatchedEvent(EventType.None, keeperState, null));
        }
        if (state != null) {
            listeners.accept(state);
        }
    }
}
