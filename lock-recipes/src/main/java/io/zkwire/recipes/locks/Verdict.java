package io.zkwire.recipes.locks;

/** What a {@link LockPolicy} decides for one contender from one sorted listing. */
sealed interface Verdict {

    /** The contender holds the lock (or lease). */
    record Holds() implements Verdict {}

    /** The contender's own node is not in the listing. */
    record Missing() implements Verdict {}

    /**
     * Wait for a node to go away (getData with a watch, as Curator).
     *
     * @param name         the child to watch
     * @param soleBlocker  true if that child is the only thing in the way: once it is deleted the lock is
     *                     ours without listing the children again
     */
    record WaitForNode(String name, boolean soleBlocker) implements Verdict {}

    /** Wait for the children to change (getChildren with a watch, as Curator's semaphore). */
    record WaitForChildren() implements Verdict {}

    Verdict HOLDS = new Holds();
    Verdict MISSING = new Missing();
    Verdict WAIT_FOR_CHILDREN = new WaitForChildren();
}
