package io.zkwire.faults.harness;

import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.LockLoss;

/**
 * One acquisition, from grant to release, as its holder lived it. Times are {@code System.nanoTime()} of this
 * JVM, where every client runs, so holds of different clients compare.
 *
 * @param token        the fencing token the acquisition reported
 * @param nodeCzxid    the czxid of the lock node as the server reported it at grant; -1 if it could not be read
 * @param grantNanos   when the acquisition's future completed
 * @param startNanos   when the holder began to use the lock (at or after the grant)
 * @param endNanos     when the holder stopped using it: before its release, or when the lost signal came
 * @param loss         why the lock was lost while held; null if it was held until released
 * @param lostNanos    when the lost signal came; -1 if none came
 * @param nodeGoneSeen a fenced write found the own lock node gone while the holder still held
 */
record Hold(Primitive primitive, Role role, String client, String node, long token, long nodeCzxid,
        long sessionAtGrant, long sessionAtEnd, long grantNanos, long startNanos, long endNanos,
        LockLoss.Reason loss, long lostNanos, boolean nodeGoneSeen) {

    boolean signalled() {
        return loss != null;
    }

    /** Signs that the lock was lost while held, whether or not the holder was told. */
    boolean lossEvident() {
        return signalled() || sessionAtEnd != sessionAtGrant || nodeGoneSeen;
    }

    /** The same hold, granted at another time (for tests of the checker). */
    Hold withGrantAt(long nanos) {
        return new Hold(primitive, role, client, node, token, nodeCzxid, sessionAtGrant, sessionAtEnd, nanos,
                startNanos, endNanos, loss, lostNanos, nodeGoneSeen);
    }

    boolean overlaps(Hold other) {
        return startNanos < other.endNanos && other.startNanos < endNanos;
    }

    @Override
    public String toString() {
        return primitive.label() + " " + role + " of " + client + " (token " + Long.toHexString(token) + ", node "
                + node + ", session 0x" + Long.toHexString(sessionAtGrant) + ")";
    }
}
