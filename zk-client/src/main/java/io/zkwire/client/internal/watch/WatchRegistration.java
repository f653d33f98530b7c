package io.zkwire.client.internal.watch;

import io.zkwire.client.Watcher;
import io.zkwire.client.internal.watch.WatchManager.Kind;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException.Code;

/**
 * A watch a request asks for, entered into the tables only when the reply carries the right code
 * (docs/contributing/protocol.md §6.4): OK for getData/getChildren, OK or NONODE (as an exist watch) for exists, OK or
 * NONODE for addWatch. A null kind means "not for this code".
 */
public record WatchRegistration(Kind onOk, Kind onNoNode, String clientPath, Watcher watcher) {

    public static WatchRegistration data(String clientPath, Watcher watcher) {
        return new WatchRegistration(Kind.DATA, null, clientPath, watcher);
    }

    public static WatchRegistration exists(String clientPath, Watcher watcher) {
        return new WatchRegistration(Kind.DATA, Kind.EXIST, clientPath, watcher);
    }

    public static WatchRegistration children(String clientPath, Watcher watcher) {
        return new WatchRegistration(Kind.CHILD, null, clientPath, watcher);
    }

    public static WatchRegistration persistent(String clientPath, Watcher watcher, AddWatchMode mode) {
        Kind kind = mode == AddWatchMode.PERSISTENT ? Kind.PERSISTENT : Kind.PERSISTENT_RECURSIVE;
        return new WatchRegistration(kind, kind, clientPath, watcher);
    }

    /** Registers the watch if the reply code calls for it. */
    public void apply(int err, WatchManager watches) {
        Kind kind = err == Code.OK.intValue() ? onOk : err == Code.NONODE.intValue() ? onNoNode : null;
        if (kind != null) {
            watches.add(kind, clientPath, watcher);
        }
    }
}
