package io.zkwire.recipes.locks;

/**
 * Curator's standard predicate (docs/contributing/protocol.md §7.4): a contender holds the lock when fewer than
 * {@code maxLeases} nodes sort ahead of it, and otherwise watches the node {@code maxLeases} places
 * ahead (the immediate predecessor for a mutex).
 *
 * @param maxLeases      1 for a mutex and a write lock
 * @param othersMayJoin  true if nodes can later sort ahead of existing ones: the write lock, where the
 *                       holder may create a downgrade read node with its own sequence
 */
record IndexPolicy(int maxLeases, boolean othersMayJoin) implements LockPolicy {

    static final IndexPolicy MUTEX = new IndexPolicy(1, false);
    static final IndexPolicy WRITE_LOCK = new IndexPolicy(1, true);

    @Override
    public Verdict evaluate(SortedChildren children, String ourName) {
        int ourIndex = children.indexOf(ourName);
        if (ourIndex < 0) {
            return Verdict.MISSING;
        }
        if (ourIndex < maxLeases) {
            return Verdict.HOLDS;
        }
        boolean sole = !othersMayJoin && ourIndex == maxLeases;
        return new Verdict.WaitForNode(children.get(ourIndex - maxLeases), sole);
    }

    @Override
    public boolean inheritsHead() {
        return maxLeases == 1 && !othersMayJoin;
    }
}
