package io.zkwire.jmh;

/**
 * One line of the table: zkwire against its anchor doing the same work.
 *
 * @param id       short name, also the chart's file name
 * @param title    what the row measures, in words
 * @param kind     what a pair's ratio divides
 * @param anchor   the anchor's name (official, curator, floor)
 * @param target   the target for this row, as text
 * @param zkwire   opens zkwire's side
 * @param opponent opens the anchor's side
 */
record Row(String id, String title, Kind kind, String anchor, String target, Opener zkwire, Opener opponent) {

    /** Latency rows compare p50 (lower is better); throughput rows compare operations per second. */
    enum Kind { LATENCY, THROUGHPUT }

    /** Connects a side to the server at {@code connect}. */
    interface Opener {
        Side open(String connect) throws Exception;
    }
}
