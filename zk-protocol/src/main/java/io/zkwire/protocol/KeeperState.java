package io.zkwire.protocol;

/** Connection states carried by watch events (docs/contributing/protocol.md §4.5); servers only send SyncConnected. */
public enum KeeperState {
    /** Deprecated and unused, kept for completeness. */
    Unknown(-1),
    /** The client lost its connection (client-side). */
    Disconnected(0),
    /** Deprecated and unused, kept for completeness. */
    NoSyncConnected(1),
    /** Connected to a server; the state every server notification carries. */
    SyncConnected(3),
    /** Authentication failed (client-side). */
    AuthFailed(4),
    /** Connected to a read-only server (client-side). */
    ConnectedReadOnly(5),
    /** SASL authentication succeeded (client-side). */
    SaslAuthenticated(6),
    /** Equal to the SESSIONEXPIRED error code. */
    Expired(-112),
    /** The client was closed (client-side). */
    Closed(7);

    private static final WireLookup<KeeperState> LOOKUP = new WireLookup<>(values(), KeeperState::intValue);

    private final int intValue;

    KeeperState(int intValue) {
        this.intValue = intValue;
    }

    /** The number on the wire. */
    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static KeeperState fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
