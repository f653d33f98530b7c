package io.zkwire.faults.harness;

/**
 * One fenced write a holder tried, as the holder saw its outcome.
 *
 * @param afterLostSignal written on purpose after the lost signal, as a holder that ignores it would
 */
record FencedWrite(Primitive primitive, String client, long token, Outcome outcome, boolean afterLostSignal) {

    enum Outcome {
        /** The transaction committed. */
        ACCEPTED,
        /** Not sent: the register had seen a larger token. */
        REJECTED_STALE,
        /** The transaction failed on the check of the own lock node: the node is gone (or changed). */
        REJECTED_NOT_HOLDER,
        /** The register changed between read and write, three times in a row. */
        RACED,
        /** Not sent: the register could not be read (connection lost). */
        NOT_SENT,
        /** The reply was lost (connection loss, session loss): applied or not, only the register's log knows. */
        UNKNOWN
    }
}
