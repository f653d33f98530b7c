package io.zkwire.client;

import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;

/**
 * A watch notification; {@code path} is the client path (chroot stripped), null for state events.
 *
 * @param zxid the zxid of the change that fired the watch, as ZooKeeper 3.9 and later send it in the
 *     notification's reply header (a node's mzxid for NodeDataChanged, its czxid for NodeCreated, the delete's
 *     zxid for NodeDeleted); -1 where it is unknown: servers before 3.9, state events, and the events the
 *     client makes itself (a watch removed)
 */
public record WatchedEvent(EventType type, KeeperState state, String path, long zxid) {

    /** Returned by {@link #zxid()} when the server did not say. */
    public static final long UNKNOWN_ZXID = -1;

    /** An event whose zxid is unknown. */
    public WatchedEvent(EventType type, KeeperState state, String path) {
        this(type, state, path, UNKNOWN_ZXID);
    }
}
