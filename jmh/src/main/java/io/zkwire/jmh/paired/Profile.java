package io.zkwire.jmh.paired;

import java.time.Duration;

/**
 * How long a row runs: {@code pairs} pairs of single-fork JMH runs; each run (a block) is a fresh JVM doing
 * {@code warmupIterations} warm-up iterations, thrown away, then {@code iterations} measured ones, each of
 * {@code iteration}.
 */
record Profile(String name, int pairs, int warmupIterations, int iterations, Duration iteration) {
    static final Profile SHORT = new Profile("short", 6, 3, 2, Duration.ofSeconds(1));
    static final Profile FULL = new Profile("full", 12, 5, 3, Duration.ofSeconds(2));
    /** For the harness test: checks the plumbing, measures nothing. */
    static final Profile TINY = new Profile("tiny", 1, 0, 1, Duration.ofMillis(300));

    Profile withPairs(int n) {
        return new Profile(name + "+pairs", n, warmupIterations, iterations, iteration);
    }

    Profile withWarmup(int n) {
        return new Profile(name + "+warmup", pairs, n, iterations, iteration);
    }

    Profile withIteration(Duration d) {
        return new Profile(name + "+iteration", pairs, warmupIterations, iterations, d);
    }
}
