package io.zkwire.protocol;

/** ACL permission bits (docs/contributing/protocol.md §4.1), combined with bitwise OR. */
public final class Perms {

    /** getData, getChildren, exists. */
    public static final int READ = 1;
    /** setData. */
    public static final int WRITE = 2;
    /** Creating children. */
    public static final int CREATE = 4;
    /** Deleting children. */
    public static final int DELETE = 8;
    /** setACL. */
    public static final int ADMIN = 16;
    /** Every permission. */
    public static final int ALL = READ | WRITE | CREATE | DELETE | ADMIN;

    private Perms() {
    }
}
