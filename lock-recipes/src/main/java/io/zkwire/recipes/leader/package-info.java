/**
 * Curator's leader election: {@link io.zkwire.recipes.leader.LeaderLatch} (a latch node per participant,
 * the first leads) and {@link io.zkwire.recipes.leader.LeaderSelector} (the holder of a mutex leads while
 * its listener runs), with Curator 5.9's node names, data and order, so one leader is elected across a
 * mixed zkwire/Curator fleet. Leadership ends no later than the lost signal (session lost or changed, node
 * deleted by someone else).
 *
 * <p>Both sit on the lock engine's mutex ({@code latch-} and {@code lock-} nodes). Threads: a latch's steps
 * run one at a time on its serial executor, on the thread that hands them over (the client's event thread
 * or the recipes' callback pool), and its listeners run there, after the step, unless given an executor;
 * a selector waits in the queue without a thread and runs {@code takeLeadership} on its
 * executor's thread, while its queue and leader state change only in tasks of its own serial executor;
 * connection states reach the selector's listener on the client's event thread.
 */
package io.zkwire.recipes.leader;
