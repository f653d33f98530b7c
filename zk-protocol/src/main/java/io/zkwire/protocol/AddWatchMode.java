package io.zkwire.protocol;

/** The {@code mode} of an addWatch request (opcode 106, docs/contributing/protocol.md §4.6). */
public enum AddWatchMode {
    /** Watches the node until removed: data changes, deletion, and its children's changes. */
    PERSISTENT(0),
    /** Watches the node and every descendant until removed (no child-list events). */
    PERSISTENT_RECURSIVE(1);

    private static final WireLookup<AddWatchMode> LOOKUP = new WireLookup<>(values(), AddWatchMode::intValue);

    private final int intValue;

    AddWatchMode(int intValue) {
        this.intValue = intValue;
    }

    /** The number on the wire. */
    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static AddWatchMode fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
