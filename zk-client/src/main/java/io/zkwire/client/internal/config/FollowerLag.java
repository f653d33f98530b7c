// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

/**
 * How far, in ms, a follower cut off from its leader may answer ahead of what the leader knows of a
 * session: {@code syncLimit × tickTime + tickTime / 2} (docs/fault-tolerance.md, "The lost rule"), and
 * whether the user gave the timing ({@code ensembleTiming}) or the client assumed it.
 *
 * <p>The rule: timing set with {@code ensembleTiming} is used as given; otherwise a connect string naming
 * several servers gets ZooKeeper's sample timing (zoo_sample.cfg: tickTime 2000 ms, syncLimit 5), since
 * the client cannot ask the servers for theirs; a single server gets none (a standalone server has no
 * followers).
 *
 * @param ms      the lag to allow for; 0: none
 * @param assumed true when the client assumed it because several servers are named and no timing was given
 */
public record FollowerLag(long ms, boolean assumed) {

    /** What the builder holds until {@code ensembleTiming} is called. */
    public static final long NOT_SET = -1;

    /** ZooKeeper's sample configuration (conf/zoo_sample.cfg), which most deployments start from. */
    public static final int ASSUMED_TICK_TIME_MS = 2_000;
    public static final int ASSUMED_SYNC_LIMIT = 5;

    public static final FollowerLag NONE = new FollowerLag(0, false);

    /** The lag of an ensemble with this timing. */
    public static long of(int tickTimeMs, int syncLimit) {
        return (long) syncLimit * tickTimeMs + tickTimeMs / 2;
    }

    /** @param setMs the lag from {@code ensembleTiming}, or {@link #NOT_SET} */
    static FollowerLag forSettings(long setMs, int serverCount) {
        if (setMs != NOT_SET) {
            return new FollowerLag(setMs, false);
        }
        return serverCount > 1 ? new FollowerLag(of(ASSUMED_TICK_TIME_MS, ASSUMED_SYNC_LIMIT), true) : NONE;
    }
}
