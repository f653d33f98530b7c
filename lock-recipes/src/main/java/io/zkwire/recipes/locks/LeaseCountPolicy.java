package io.zkwire.recipes.locks;

import java.util.function.IntSupplier;

/**
 * Curator's semaphore rule (docs/contributing/protocol.md §7.6), checked while holding the semaphore's inner mutex: the
 * lease is held when the leases parent has at most {@code maxLeases} children, whatever their names;
 * otherwise wait for the child list to change. The count is read at every evaluation, since a
 * {@code SharedCount} may change it while a lease waits.
 */
record LeaseCountPolicy(IntSupplier maxLeases) implements LockPolicy {

    LeaseCountPolicy(int fixedMaxLeases) {
        this(() -> fixedMaxLeases);
    }

    @Override
    public Verdict evaluate(SortedChildren children, String ourName) {
        if (children.indexOf(ourName) < 0) {
            return Verdict.MISSING;
        }
        return children.size() <= maxLeases.getAsInt() ? Verdict.HOLDS : Verdict.WAIT_FOR_CHILDREN;
    }
}
