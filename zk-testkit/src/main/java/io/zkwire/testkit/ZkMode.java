package io.zkwire.testkit;

import java.util.Locale;

/** What a server says it is doing, as reported by the {@code srvr} four-letter word. */
public enum ZkMode {
    /** The ensemble's leader. */
    LEADER,
    /** A voting member following the leader. */
    FOLLOWER,
    /** A non-voting member following the leader. */
    OBSERVER,
    /** A single server, not in an ensemble. */
    STANDALONE,
    /** The process runs but does not serve: still electing or syncing, paused, or not answering. */
    NOT_SERVING,
    /** No process: never started, stopped or killed. */
    NOT_RUNNING;

    private static final String MODE_LINE = "Mode:";

    /** True for the modes in which the server accepts client requests. */
    public boolean isServing() {
        return this == LEADER || this == FOLLOWER || this == OBSERVER || this == STANDALONE;
    }

    /** Reads the {@code Mode:} line of a {@code srvr} reply; one that is not serving yet answers without it. */
    static ZkMode ofSrvrReply(String reply) {
        return reply.lines()
                .filter(line -> line.startsWith(MODE_LINE))
                .map(line -> parse(line.substring(MODE_LINE.length())))
                .findFirst()
                .orElse(NOT_SERVING);
    }

    private static ZkMode parse(String mode) {
        try {
            return valueOf(mode.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return NOT_SERVING;
        }
    }
}
