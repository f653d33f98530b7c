package io.zkwire.faults.harness;

import java.util.List;

/**
 * Where one run keeps its locks and registers, under a root of its own so that runs never see each other's nodes.
 *
 * @param root e.g. {@code /ft/leader-kill-1}
 */
record LockPaths(String root) {

    static LockPaths forRun(String scenario, int round) {
        return new LockPaths("/ft/" + scenario + "-" + round);
    }

    String lock(Primitive primitive) {
        return root + "/" + primitive.label();
    }

    /** The shared register the holders of {@code primitive} write through their fencing tokens. */
    String register(Primitive primitive) {
        return root + "/register-" + primitive.label();
    }

    /** The server's record of every accepted register write, one sequential child each, in commit order. */
    String writeLog(Primitive primitive) {
        return root + "/log-" + primitive.label();
    }

    /** Every directory that holds lock nodes: must be empty once everyone has released or gone. */
    List<String> lockDirectories() {
        return List.of(lock(Primitive.MUTEX), lock(Primitive.READ_WRITE), lock(Primitive.SEMAPHORE) + "/leases",
                lock(Primitive.SEMAPHORE) + "/locks");
    }
}
