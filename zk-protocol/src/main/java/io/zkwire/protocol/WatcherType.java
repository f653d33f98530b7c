package io.zkwire.protocol;

/** The {@code type} of checkWatches and removeWatches requests (docs/protocol.md §4.6). */
public enum WatcherType {
    Children(1),
    Data(2),
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

    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static WatcherType fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
