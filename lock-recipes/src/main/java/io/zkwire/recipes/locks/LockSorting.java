package io.zkwire.recipes.locks;

import java.util.function.UnaryOperator;

/**
 * Curator's ordering of lock nodes ({@code StandardLockInternalsDriver.fixForSorting}, docs/contributing/protocol.md
 * §7.7): a child sorts by the text after the last occurrence of the lock name (the sequence digits), or
 * by its whole name if the lock name does not occur, compared with {@link String#compareTo}. Matching
 * Curator exactly, including its known quirks (foreign names, negative suffixes after the parent's
 * cversion overflows), is what makes mixed fleets agree on who is first.
 */
public final class LockSorting {

    /** The read-write lock's node names; the two have the same length on purpose. */
    static final String READ_LOCK_NAME = "__READ__";
    static final String WRITE_LOCK_NAME = "__WRIT__";

    private LockSorting() {
    }

    /** The sort key of a child name for a lock name. */
    public static String fixForSorting(String childName, String lockName) {
        int index = childName.lastIndexOf(lockName);
        return index < 0 ? childName : childName.substring(index + lockName.length());
    }

    /** Sort keys of a mutex or semaphore whose nodes are named {@code lockName}. */
    static UnaryOperator<String> standard(String lockName) {
        return new Standard(lockName);
    }

    /** Sort keys of a read-write lock: read and write nodes in one order, by their sequence. */
    static UnaryOperator<String> readWrite() {
        return new ReadWrite();
    }

    // Records, not lambdas: equal orders are equal objects, so lock objects of one path share their listings.
    private record Standard(String lockName) implements UnaryOperator<String> {
        @Override
        public String apply(String name) {
            return fixForSorting(name, lockName);
        }
    }

    private record ReadWrite() implements UnaryOperator<String> {
        @Override
        public String apply(String name) {
            return fixForSorting(fixForSorting(name, READ_LOCK_NAME), WRITE_LOCK_NAME);
        }
    }
}
