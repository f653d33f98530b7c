package io.zkwire.recipes.leader;

/**
 * Curator's {@code LeaderLatchListener}: told when a {@link LeaderLatch} gains or loses leadership, in that
 * order. Runs after the latch's step that decided the change, on that step's thread (the client's event
 * thread, the recipes' callback pool, or the thread closing the latch), never under a lock, unless added
 * with an executor: it must not block there.
 */
public interface LeaderLatchListener {

    /** This latch is now the leader. */
    void isLeader();

    /** This latch is no longer the leader (lost, reset or closed). */
    void notLeader();
}
