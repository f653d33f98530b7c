package io.zkwire.client.internal.watch;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.records.WatcherEvent;
import java.lang.System.Logger.Level;
import java.util.List;

/**
 * The session's watch side: turns notifications into events for the right watchers (chroot stripped,
 * one-shot registrations consumed), tells removed watchers, and lists the server paths to re-register.
 * Event loop only; delivery happens on the event thread.
 */
public final class WatchEvents {

    private static final System.Logger LOG = System.getLogger(WatchEvents.class.getName());

    private final WatchManager watches = new WatchManager();
    private final Chroot chroot;
    private final EventDispatcher dispatcher;

    public WatchEvents(Chroot chroot, EventDispatcher dispatcher) {
        this.chroot = chroot;
        this.dispatcher = dispatcher;
    }

    public WatchManager table() {
        return watches;
    }

    /** A notification; {@code zxid} from its reply header (3.9+: the change's zxid; older servers: -1). */
    public void onNotification(WatcherEvent event, long zxid) {
        EventType type;
        try {
            type = EventType.fromInt(event.type());
        } catch (ProtocolException e) {
            LOG.log(Level.WARNING, "ignoring a watch event of unknown type {0} for {1}", event.type(), event.path());
            return;
        }
        String serverPath = event.path();
        if (!chroot.contains(serverPath) && !serverPath.startsWith("/zookeeper")) {
            LOG.log(Level.WARNING, "watch event for {0}, outside the chroot {1}", serverPath, chroot);
        }
        String clientPath = chroot.toClient(serverPath);
        dispatcher.deliver(watches.consume(type, clientPath),
                new WatchedEvent(type, KeeperState.SyncConnected, clientPath, zxid < 0 ? WatchedEvent.UNKNOWN_ZXID : zxid));
    }

    /** True if there is something to remove. */
    public boolean has(String clientPath, Watcher watcher, WatcherType type) {
        return watches.contains(clientPath, watcher, type);
    }

    /** Removes and tells each removed watcher (DataWatchRemoved, ChildWatchRemoved, ...). */
    public void remove(String clientPath, Watcher watcher, WatcherType type) {
        for (WatchManager.Removal removal : watches.remove(clientPath, watcher, type)) {
            dispatcher.deliver(List.of(removal.watcher()),
                    new WatchedEvent(removal.type(), KeeperState.SyncConnected, clientPath));
        }
    }

    /** A watched client path as the server knows it: the configuration node is never under the chroot. */
    private String toServer(String clientPath) {
        return clientPath.equals(Chroot.CONFIG_NODE) ? clientPath : chroot.toServer(clientPath);
    }

    /** The SetWatches/SetWatches2 batches for a reconnect, with server paths. */
    public List<WatchBatch> batches() {
        return WatchBatch.split(kind -> watches.paths(kind).stream().map(this::toServer).toList(),
                WatchBatch.MAX_CHARS);
    }
}
