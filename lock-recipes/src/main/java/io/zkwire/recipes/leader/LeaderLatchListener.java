package io.zkwire.recipes.leader;

/**
 * Curator's {@code LeaderLatchListener}: told when a {@link LeaderLatch} gains or loses leadership, in that
 * order. Runs where the change happens (the client's event thread, or the thread closing the latch) unless
 * added with an executor: it must not block there.
 */
public interface LeaderLatchListener {

    /** This latch is now the leader. */
    void isLeader();

    /** This latch is no longer the leader (lost, reset or closed). */
    void notLeader();
}
