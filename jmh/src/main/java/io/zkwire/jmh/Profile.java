package io.zkwire.jmh;

import java.time.Duration;

/**
 * How long a row runs: {@code warmupPairs} pairs whose blocks are thrown away, then {@code pairs} measured
 * pairs; a block runs one side for {@code block}.
 */
record Profile(String name, int warmupPairs, int pairs, Duration block) {
    // Warm-up long enough for C2 to compile both sides' hot paths (a few thousand cycles per second at most):
    // with 2 s per side, compilations still ran in the first measured blocks of a row and landed in its p99.
    static final Profile SHORT = new Profile("short", 6, 12, Duration.ofSeconds(1));
    static final Profile FULL = new Profile("full", 5, 20, Duration.ofSeconds(2));
    /** For the harness test: checks the plumbing, measures nothing. */
    static final Profile TINY = new Profile("tiny", 0, 2, Duration.ofMillis(50));
}
