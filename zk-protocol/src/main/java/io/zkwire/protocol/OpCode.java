package io.zkwire.protocol;

import java.util.Optional;

/** Request types ({@code RequestHeader.type}, {@code MultiHeader.type}) of docs/contributing/protocol.md §4.2. */
public enum OpCode {
    /** A watch notification (xid -1), not a request. */
    NOTIFICATION(0),
    /** create: the created path in the reply. */
    CREATE(1),
    /** delete. */
    DELETE(2),
    /** exists: the Stat, or NoNode. */
    EXISTS(3),
    /** getData: data and Stat. */
    GET_DATA(4),
    /** setData: the new Stat. */
    SET_DATA(5),
    /** getACL: ACL and Stat. */
    GET_ACL(6),
    /** setACL: the new Stat. */
    SET_ACL(7),
    /** getChildren: names only. */
    GET_CHILDREN(8),
    /** sync: the server catches up with the leader. */
    SYNC(9),
    /** ping (xid -2): keeps the session alive. */
    PING(11),
    /** getChildren2: names and the parent's Stat. */
    GET_CHILDREN2(12),
    /** check: a version check inside a multi. */
    CHECK(13),
    /** multi: several writes, all or none. */
    MULTI(14),
    /** create2: the created path and its Stat (3.5+). */
    CREATE2(15),
    /** reconfig: changes the ensemble's membership. */
    RECONFIG(16),
    /** checkWatches: asks whether the server holds a watch. */
    CHECK_WATCHES(17),
    /** removeWatches. */
    REMOVE_WATCHES(18),
    /** createContainer: a container node, which the server deletes once emptied. */
    CREATE_CONTAINER(19),
    /** deleteContainer: the server's own, never sent by clients. */
    DELETE_CONTAINER(20),
    /** createTTL: a node that expires after a time unless changed. */
    CREATE_TTL(21),
    /** multiRead: several reads, each on its own (3.6+). */
    MULTI_READ(22),
    /** An auth packet (xid -4). */
    AUTH(100),
    /** setWatches: re-registers watches after a reconnect. */
    SET_WATCHES(101),
    /** A SASL packet. */
    SASL(102),
    /** getEphemerals: the session's ephemeral nodes (3.6+). */
    GET_EPHEMERALS(103),
    /** getAllChildrenNumber: the count of all descendants (3.6+). */
    GET_ALL_CHILDREN_NUMBER(104),
    /** setWatches2: as setWatches, with persistent and recursive watches too (3.6+). */
    SET_WATCHES2(105),
    /** addWatch: a persistent or persistent recursive watch (3.6+). */
    ADD_WATCH(106),
    /** whoAmI: the session's identities (3.7+). */
    WHO_AM_I(107),
    /** The connect request; never in a RequestHeader. */
    CREATE_SESSION(-10),
    /** closeSession: ends the session. */
    CLOSE_SESSION(-11),
    /** The MultiHeader type of a per-op error result and of the end marker. */
    ERROR(-1);

    private static final WireLookup<OpCode> LOOKUP = new WireLookup<>(values(), OpCode::code);

    private final int code;

    OpCode(int code) {
        this.code = code;
    }

    /** The number on the wire. */
    public int code() {
        return code;
    }

    /**
     * The constant for a wire value.
     *
     * @throws ProtocolException if no opcode has this number (use {@link #find} to test instead)
     */
    public static OpCode of(int code) {
        return LOOKUP.get(code);
    }

    /** The constant for a wire value, or empty if no opcode has this number. */
    public static Optional<OpCode> find(int code) {
        return LOOKUP.find(code);
    }
}
