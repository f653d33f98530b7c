package io.zkwire.protocol;

/** The {@code type} of checkWatches and removeWatches requests (docs/contributing/protocol.md §4.6). */
public enum WatcherType {
    /** Child watches. */
    Children(1),
    /** Data watches (exists and getData). */
    Data(2),
    /** Watches of every kind. */
    Any(3),
    /** Servers 3.9.0 and later. */
    Persistent(4),
    /** Servers 3.9.0 and later. */
    PersistentRecursive(5);

    private static final WireLookup<WatcherType> LOOKUP = new WireLookup<>(values(), WatcherType::intValue);

    private final int intValue;

    WatcherType(int intValue) {
        this.intValue = intValue;
    }

    /** The number on the wire. */
    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static WatcherType fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
