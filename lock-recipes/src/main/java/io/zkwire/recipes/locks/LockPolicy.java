package io.zkwire.recipes.locks;

/**
 * The rule that decides, from the sorted children, whether a contender holds the lock and otherwise
 * what it waits for: Curator's {@code LockInternalsDriver.getsTheLock} plus what zkwire needs to skip
 * listings safely.
 */
interface LockPolicy {

    Verdict evaluate(SortedChildren children, String ourName);

    /**
     * True if no node can ever sort between an existing node and a later one (all nodes are sequential
     * and of one kind). Then a waiter whose immediate predecessor was seen holding the lock by this
     * process holds it as soon as that predecessor is deleted, without listing the children again.
     */
    default boolean inheritsHead() {
        return false;
    }

    /** False for a contender that holds the lock by construction and needs no listing. */
    default boolean needsChildren() {
        return true;
    }

    /** A read node created by the write lock's holder (a downgrade, Curator 5.5+): held at once. */
    LockPolicy ALWAYS_HOLDS = new LockPolicy() {
        @Override
        public Verdict evaluate(SortedChildren children, String ourName) {
            return Verdict.HOLDS;
        }

        @Override
        public boolean needsChildren() {
            return false;
        }
    };
}
