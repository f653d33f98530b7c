package io.zkwire.recipes.locks;

/**
 * Curator's {@code PredicateResults}: what a {@link LockInternalsDriver} decided for one contender.
 *
 * @see LockInternalsDriver#getsTheLock
 */
public class PredicateResults {

    private final String pathToWatch;
    private final boolean getsTheLock;

    /**
     * @param pathToWatch the name (not the path) of the sibling node to wait for; null when the lock is held
     * @param getsTheLock true if the contender holds the lock
     */
    public PredicateResults(String pathToWatch, boolean getsTheLock) {
        this.pathToWatch = pathToWatch;
        this.getsTheLock = getsTheLock;
    }

    /** The name of the sibling to wait for, null when the contender holds the lock. */
    public String getPathToWatch() {
        return pathToWatch;
    }

    /** True if the contender holds the lock. */
    public boolean getsTheLock() {
        return getsTheLock;
    }
}
