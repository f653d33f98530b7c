package io.zkwire.protocol;

/** Connection states carried by watch events (docs/protocol.md §4.5); servers only send SyncConnected. */
public enum KeeperState {
    /** Deprecated and unused, kept for completeness. */
    Unknown(-1),
    Disconnected(0),
    /** Deprecated and unused, kept for completeness. */
    NoSyncConnected(1),
    SyncConnected(3),
    AuthFailed(4),
    ConnectedReadOnly(5),
    SaslAuthenticated(6),
    /** Equal to the SESSIONEXPIRED error code. */
    Expired(-112),
    Closed(7);

    private static final WireLookup<KeeperState> LOOKUP = new WireLookup<>(values(), KeeperState::intValue);

    private final int intValue;

    KeeperState(int intValue) {
        this.intValue = intValue;
    }

    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static KeeperState fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
