package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.data.Stat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The lock nodes of a run, read by an observer client of its own. */
final class LockDirectories {

    private LockDirectories() {
    }

    /** Every node in the run's lock directories, full paths. */
    static List<String> nodes(ZkClient observer, LockPaths paths) throws Exception {
        List<String> nodes = new ArrayList<>();
        for (String directory : paths.lockDirectories()) {
            Children.of(observer, directory).forEach(child -> nodes.add(directory + "/" + child));
        }
        return nodes;
    }

    /** Waits (bounded) until the lock directories are empty; what is still there when the time runs out. */
    static List<String> awaitEmpty(ZkClient observer, LockPaths paths, Duration limit) throws Exception {
        Waits.until(() -> isEmpty(observer, paths), limit);
        return nodes(observer, paths);
    }

    private static boolean isEmpty(ZkClient observer, LockPaths paths) {
        try {
            return nodes(observer, paths).isEmpty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true; // stop waiting; the final read reports what is left
        } catch (Exception e) {
            return false; // a read that failed proves nothing: ask again
        }
    }

    /** A node with its owner session, for a report. */
    static String describe(ZkClient observer, String node) {
        try {
            Stat stat = observer.checkExists().forPath(node);
            return stat == null ? node + " (gone since)" : node + " (session 0x" + Long.toHexString(stat.ephemeralOwner())
                    + ", czxid 0x" + Long.toHexString(stat.czxid()) + ")";
        } catch (Exception e) {
            return node + " (unreadable: " + e + ")";
        }
    }
}
