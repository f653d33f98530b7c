package io.zkwire.recipes.locks;

/**
 * Curator's semaphore rule (docs/protocol.md §7.6), checked while holding the semaphore's inner mutex: the
 * lease is held when the leases parent has at most {@code maxLeases} children, whatever their names;
 * otherwise wait for the child list to change.
 */
record LeaseCountPolicy(int maxLeases) implements LockPolicy {

    @Override
    public Verdict evaluate(SortedChildren children, String ourName) {
        if (children.indexOf(ourName) < 0) {
            return Verdict.MISSING;
        }
        return children.size() <= maxLeases ? Verdict.HOLDS : Verdict.WAIT_FOR_CHILDREN;
    }
}
