package io.zkwire.protocol;

/**
 * Node creation modes and their {@code flags} values (docs/protocol.md §4.1). CONTAINER must be sent with
 * opcode 19 and the TTL modes with opcode 21.
 */
public enum CreateMode {
    PERSISTENT(0, false, false),
    EPHEMERAL(1, true, false),
    PERSISTENT_SEQUENTIAL(2, false, true),
    EPHEMERAL_SEQUENTIAL(3, true, true),
    CONTAINER(4, false, false),
    PERSISTENT_WITH_TTL(5, false, false),
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

    public int flag() {
        return flag;
    }

    public boolean isEphemeral() {
        return ephemeral;
    }

    public boolean isSequential() {
        return sequential;
    }

    public boolean isContainer() {
        return this == CONTAINER;
    }

    public boolean isTtl() {
        return this == PERSISTENT_WITH_TTL || this == PERSISTENT_SEQUENTIAL_WITH_TTL;
    }

    /** @throws ProtocolException for a flag value no mode has */
    public static CreateMode fromFlag(int flag) {
        return LOOKUP.get(flag);
    }
}
