package io.zkwire.protocol.testing;

/**
 * Seeds for the randomized tests: a fresh base seed per run (so runs explore different values), or
 * the one given with {@code -Dzkwire.seed=N} to replay a failure; every failure message names it.
 */
public final class Seeds {

    public static final long BASE = Long.getLong("zkwire.seed", System.nanoTime());

    private Seeds() {
    }

    /** A seed for one table entry, derived from the base so entries draw different values. */
    public static long forName(String name) {
        return BASE * 31 + name.hashCode();
    }

    public static String describe(long seed) {
        return "seed " + seed + " (replay the run with -Dzkwire.seed=" + BASE + ")";
    }
}
