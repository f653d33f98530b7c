package io.zkwire.protocol;

/** Watch event types (docs/protocol.md §4.5); only 1 to 4 come from the server, the others are client-local. */
public enum EventType {
    None(-1),
    NodeCreated(1),
    NodeDeleted(2),
    NodeDataChanged(3),
    NodeChildrenChanged(4),
    DataWatchRemoved(5),
    ChildWatchRemoved(6),
    PersistentWatchRemoved(7);

    private static final WireLookup<EventType> LOOKUP = new WireLookup<>(values(), EventType::intValue);

    private final int intValue;

    EventType(int intValue) {
        this.intValue = intValue;
    }

    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static EventType fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
