package io.zkwire.jmh.paired;

/**
 * One line of the table: zkwire (or, in a context row, another subject) against its anchor doing the same work,
 * each side a JMH benchmark method.
 *
 * @param id        short name, also the chart's file name
 * @param title     what the row measures, in words
 * @param kind      what a pair's ratio divides
 * @param subject   the measured side's name: zkwire, except in a row that puts the anchors in context
 * @param anchor    the anchor's name (official, curator, floor)
 * @param target    the row's target, as text
 * @param zkwire    the subject's benchmark, {@code Class.method} in {@code io.zkwire.jmh}
 * @param opponent  the anchor's benchmark, likewise
 * @param threads   JMH threads for both sides; 0: the benchmark's own {@code @Threads}
 */
record Row(String id, String title, Kind kind, String subject, String anchor, String target, String zkwire,
        String opponent, int threads) {

    static final String ZKWIRE = "zkwire";

    /** A row measuring zkwire against {@code anchor} with the benchmarks' own thread counts. */
    Row(String id, String title, Kind kind, String anchor, String target, String zkwire, String opponent) {
        this(id, title, kind, ZKWIRE, anchor, target, zkwire, opponent, 0);
    }

    /**
     * Latency rows run in JMH's {@code SampleTime} mode and compare p50 (lower is better); single-shot rows
     * likewise, over one timed operation per iteration ({@code SingleShotTime}: an operation that needs a fresh
     * setup); throughput rows run in {@code Throughput} mode and compare operations per second.
     */
    enum Kind {
        LATENCY(org.openjdk.jmh.annotations.Mode.SampleTime),
        SINGLE_SHOT(org.openjdk.jmh.annotations.Mode.SingleShotTime),
        THROUGHPUT(org.openjdk.jmh.annotations.Mode.Throughput);

        final org.openjdk.jmh.annotations.Mode mode;

        Kind(org.openjdk.jmh.annotations.Mode mode) {
            this.mode = mode;
        }

        /** Each operation (or shot) timed: the ratio compares percentiles. */
        boolean timed() {
            return this != THROUGHPUT;
        }
    }
}
