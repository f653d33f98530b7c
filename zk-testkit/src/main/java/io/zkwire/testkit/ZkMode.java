package io.zkwire.testkit;

import java.util.Locale;

/** What a server says it is doing, as reported by the {@code srvr} four-letter word. */
public enum ZkMode {
    LEADER,
    FOLLOWER,
    OBSERVER,
    STANDALONE,
    /** The process runs but does not serve: still electing or syncing, paused, or not answering. */
    NOT_SERVING,
    /** No process: never started, stopped or killed. */
    NOT_RUNNING;

    /** True for the modes in which the server accepts client requests. */
    public boolean isServing() {
        return this == LEADER || this == FOLLOWER || this == OBSERVER || this == STANDALONE;
    }

    /** Parses the value of the {@code Mode:} line of a {@code srvr} reply, e.g. {@code leader}. */
    static ZkMode parse(String srvrMode) {
        try {
            return valueOf(srvrMode.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return NOT_SERVING;
        }
    }
}
