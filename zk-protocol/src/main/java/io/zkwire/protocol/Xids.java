package io.zkwire.protocol;

/** The reserved xids of docs/contributing/protocol.md §3.2. Normal requests use positive xids only. */
public final class Xids {

    /** Server to client only: a watch event ({@code WatcherEvent} body). */
    public static final int NOTIFICATION = -1;
    /** Ping request and its reply; the server always answers with this xid. */
    public static final int PING = -2;
    /** AuthPacket request and its reply. */
    public static final int AUTH = -4;
    /** SetWatches / SetWatches2 re-registration (the server echoes whatever xid is sent). */
    public static final int SET_WATCHES = -8;

    private Xids() {
    }
}
