// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

/**
 * How far, in ms, a follower cut off from its leader may answer ahead of what the leader knows of a
 * session: {@code syncLimit × tickTime + tickTime / 2} (docs/contributing/fault-tolerance.md, "The lost rule"), and
 * where that number came from.
 *
 * <p>The rule: timing given with {@code ensembleTiming} is used as given, and {@code ignoreFollowerLag}
 * means none; otherwise an ensemble gets ZooKeeper's sample timing (zoo_sample.cfg: tickTime 2000 ms,
 * syncLimit 5), since no server tells its timing to clients, and a standalone server none (it has no
 * followers). Whether there is an ensemble, each server says in its {@code /zookeeper/config}; until it has
 * (and for servers that do not), a connect string naming several servers stands for an ensemble.
 *
 * @param ms     the lag to allow for; 0: none
 * @param source where it came from
 */
public record FollowerLag(long ms, Source source) {

    /** Where the lag came from. */
    public enum Source {
        /** {@code ensembleTiming} */
        GIVEN,
        /** an ensemble (as the server says, or several servers named), no timing given: sample timing */
        ASSUMED,
        /** {@code ignoreFollowerLag}: the user traded the guarantee away */
        IGNORED,
        /** a standalone server (as the server says, or a single server named), no timing given */
        STANDALONE
    }

    /** What the builder holds until {@code ensembleTiming} or {@code ignoreFollowerLag} is called. */
    public static final long NOT_SET = -1;
    /** What the builder holds after {@code ignoreFollowerLag}. */
    public static final long IGNORED = -2;

    /** ZooKeeper's sample configuration (conf/zoo_sample.cfg), which most deployments start from. */
    public static final int ASSUMED_TICK_TIME_MS = 2_000;
    public static final int ASSUMED_SYNC_LIMIT = 5;

    /** The lag of an ensemble with this timing. */
    public static long of(int tickTimeMs, int syncLimit) {
        return (long) syncLimit * tickTimeMs + tickTimeMs / 2;
    }

    /**
     * The lag once the server said whether it belongs to an ensemble: ZooKeeper's sample timing if it does,
     * none if not; timing the user gave, or gave up, stays.
     */
    public FollowerLag toldByServer(boolean ensemble) {
        if (source == Source.GIVEN || source == Source.IGNORED) {
            return this;
        }
        return ensemble ? new FollowerLag(of(ASSUMED_TICK_TIME_MS, ASSUMED_SYNC_LIMIT), Source.ASSUMED)
                : new FollowerLag(0, Source.STANDALONE);
    }

    /** Whether the client assumed the lag because several servers are named and no timing was given. */
    public boolean assumed() {
        return source == Source.ASSUMED;
    }

    /** @param setMs the lag from {@code ensembleTiming}, {@link #NOT_SET} or {@link #IGNORED} */
    static FollowerLag forSettings(long setMs, int serverCount) {
        if (setMs == IGNORED) {
            return new FollowerLag(0, Source.IGNORED);
        }
        if (setMs != NOT_SET) {
            return new FollowerLag(setMs, Source.GIVEN);
        }
        return serverCount > 1 ? new FollowerLag(of(ASSUMED_TICK_TIME_MS, ASSUMED_SYNC_LIMIT), Source.ASSUMED)
                : new FollowerLag(0, Source.STANDALONE);
    }
}
