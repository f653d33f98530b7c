package io.zkwire.jmh;

/**
 * One line of the table: zkwire (or, in a context row, another subject) against its anchor doing the same work.
 *
 * @param id       short name, also the chart's file name
 * @param title    what the row measures, in words
 * @param kind     what a pair's ratio divides
 * @param subject  the measured side's name: zkwire, except in a row that puts the anchors in context
 * @param anchor   the anchor's name (official, curator, floor)
 * @param target   the target for this row, as text
 * @param zkwire   opens the subject's side (zkwire's in every row but a context row)
 * @param opponent opens the anchor's side
 */
record Row(String id, String title, Kind kind, String subject, String anchor, String target, Opener zkwire,
        Opener opponent) {

    static final String ZKWIRE = "zkwire";

    /** A row measuring zkwire against {@code anchor}. */
    Row(String id, String title, Kind kind, String anchor, String target, Opener zkwire, Opener opponent) {
        this(id, title, kind, ZKWIRE, anchor, target, zkwire, opponent);
    }

    /** Latency rows compare p50 (lower is better); throughput rows compare operations per second. */
    enum Kind { LATENCY, THROUGHPUT }

    /** Connects a side to the server at {@code connect}. */
    interface Opener {
        Side open(String connect) throws Exception;
    }
}
