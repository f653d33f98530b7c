package io.zkwire.protocol;

/**
 * Node creation modes and their {@code flags} values (docs/contributing/protocol.md §4.1). CONTAINER must be sent with
 * opcode 19 and the TTL modes with opcode 21.
 */
public enum CreateMode {
    /** Stays until deleted. */
    PERSISTENT(0, false, false),
    /** Deleted when the creating session ends. */
    EPHEMERAL(1, true, false),
    /** Persistent, with a ten-digit sequence number appended by the server. */
    PERSISTENT_SEQUENTIAL(2, false, true),
    /** Ephemeral, with a ten-digit sequence number appended by the server. */
    EPHEMERAL_SEQUENTIAL(3, true, true),
    /** Deleted by the server once it had children and has none left (3.5+). */
    CONTAINER(4, false, false),
    /** Persistent, deleted once unchanged for its TTL while childless (extended types enabled). */
    PERSISTENT_WITH_TTL(5, false, false),
    /** As PERSISTENT_WITH_TTL, with a sequence number. */
    PERSISTENT_SEQUENTIAL_WITH_TTL(6, false, true);

    private static final WireLookup<CreateMode> LOOKUP = new WireLookup<>(values(), CreateMode::flag);

    private final int flag;
    private final boolean ephemeral;
    private final boolean sequential;

    CreateMode(int flag, boolean ephemeral, boolean sequential) {
        this.flag = flag;
        this.ephemeral = ephemeral;
        this.sequential = sequential;
    }

    /** The {@code flags} value on the wire. */
    public int flag() {
        return flag;
    }

    /** True for the modes tied to the session. */
    public boolean isEphemeral() {
        return ephemeral;
    }

    /** True for the modes the server appends a sequence number to. */
    public boolean isSequential() {
        return sequential;
    }

    /** True for CONTAINER. */
    public boolean isContainer() {
        return this == CONTAINER;
    }

    /** True for the TTL modes. */
    public boolean isTtl() {
        return this == PERSISTENT_WITH_TTL || this == PERSISTENT_SEQUENTIAL_WITH_TTL;
    }

    /** @throws ProtocolException for a flag value no mode has */
    public static CreateMode fromFlag(int flag) {
        return LOOKUP.get(flag);
    }
}
