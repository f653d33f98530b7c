package io.zkwire.protocol;

import java.util.Optional;

/** Request types ({@code RequestHeader.type}, {@code MultiHeader.type}) of docs/protocol.md §4.2. */
public enum OpCode {
    NOTIFICATION(0),
    CREATE(1),
    DELETE(2),
    EXISTS(3),
    GET_DATA(4),
    SET_DATA(5),
    GET_ACL(6),
    SET_ACL(7),
    GET_CHILDREN(8),
    SYNC(9),
    PING(11),
    GET_CHILDREN2(12),
    CHECK(13),
    MULTI(14),
    CREATE2(15),
    RECONFIG(16),
    CHECK_WATCHES(17),
    REMOVE_WATCHES(18),
    CREATE_CONTAINER(19),
    DELETE_CONTAINER(20),
    CREATE_TTL(21),
    MULTI_READ(22),
    AUTH(100),
    SET_WATCHES(101),
    SASL(102),
    GET_EPHEMERALS(103),
    GET_ALL_CHILDREN_NUMBER(104),
    SET_WATCHES2(105),
    ADD_WATCH(106),
    WHO_AM_I(107),
    CREATE_SESSION(-10),
    CLOSE_SESSION(-11),
    /** The MultiHeader type of a per-op error result and of the end marker. */
    ERROR(-1);

    private static final WireLookup<OpCode> LOOKUP = new WireLookup<>(values(), OpCode::code);

    private final int code;

    OpCode(int code) {
        this.code = code;
    }

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
