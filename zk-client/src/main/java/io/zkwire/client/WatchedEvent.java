package io.zkwire.client;

import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;

/** A watch notification; {@code path} is the client path (chroot stripped), null for state events. */
public record WatchedEvent(EventType type, KeeperState state, String path) {}
