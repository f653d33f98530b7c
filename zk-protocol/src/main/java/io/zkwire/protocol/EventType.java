package io.zkwire.protocol;

/** Watch event types (docs/contributing/protocol.md §4.5); only 1 to 4 come from the server, the others are client-local. */
public enum EventType {
    /** A connection-state change, not about a node. */
    None(-1),
    /** The node was created. */
    NodeCreated(1),
    /** The node was deleted. */
    NodeDeleted(2),
    /** The node's data was set. */
    NodeDataChanged(3),
    /** A child was created or deleted. */
    NodeChildrenChanged(4),
    /** A data watch was removed (client-side event). */
    DataWatchRemoved(5),
    /** A child watch was removed (client-side event). */
    ChildWatchRemoved(6),
    /** A persistent watch was removed (client-side event). */
    PersistentWatchRemoved(7);

    private static final WireLookup<EventType> LOOKUP = new WireLookup<>(values(), EventType::intValue);

    private final int intValue;

    EventType(int intValue) {
        this.intValue = intValue;
    }

    /** The number on the wire. */
    public int intValue() {
        return intValue;
    }

    /** @throws ProtocolException for a value no constant has */
    public static EventType fromInt(int intValue) {
        return LOOKUP.get(intValue);
    }
}
