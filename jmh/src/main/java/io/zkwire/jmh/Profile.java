package io.zkwire.jmh;

import java.time.Duration;

/**
 * How long a row runs: {@code warmupPairs} pairs whose blocks are thrown away, then {@code pairs} measured
 * pairs; a block runs one side for {@code block}.
 */
record Profile(String name, int warmupPairs, int pairs, Duration block) {
    // The warm-up's minimum; PairedRunner goes on past it while the JIT is still compiling (with 2 pairs,
    // compilations ran in the first row's measured blocks and landed in its p99).
    static final Profile SHORT = new Profile("short", 6, 12, Duration.ofSeconds(1));
    static final Profile FULL = new Profile("full", 5, 20, Duration.ofSeconds(2));
    /** For the harness test: checks the plumbing, measures nothing. */
    static final Profile TINY = new Profile("tiny", 0, 2, Duration.ofMillis(50));
    /** Warm-up stops after this many times the minimum even if the JIT never quiets. */
    static final int MAX_WARMUP_FACTOR = 3;

    int maxWarmupPairs() {
        return MAX_WARMUP_FACTOR * warmupPairs;
    }
}
