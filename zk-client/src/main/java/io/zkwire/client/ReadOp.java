package io.zkwire.client;

/** One read inside {@link ZkClient#multiRead}: getData or getChildren of a path. */
public record ReadOp(Kind kind, String path) {
    /** Which read. */
    public enum Kind {
        /** The node's data and Stat. */
        GET_DATA,
        /** The names of the node's children. */
        GET_CHILDREN
    }

    /** Reads the data of {@code path}. */
    public static ReadOp getData(String path) {
        return new ReadOp(Kind.GET_DATA, path);
    }

    /** Lists the children of {@code path}. */
    public static ReadOp getChildren(String path) {
        return new ReadOp(Kind.GET_CHILDREN, path);
    }
}
