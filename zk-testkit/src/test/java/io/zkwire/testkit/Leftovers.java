package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Closes an ensemble and checks that none of its processes or directories is left. */
final class Leftovers {
    private Leftovers() {
    }

    static boolean isAlive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * @param pidsSeen every server pid the test saw (killed or restarted servers had others)
     */
    static void closeAndAssertNoneLeft(ZkEnsemble ensemble, List<Long> pidsSeen) {
        List<Long> pids = new ArrayList<>(pidsSeen);
        ensemble.servers().stream().filter(ZkServer::isRunning).forEach(server -> pids.add(server.pid()));
        List<Path> dirs = ensemble.servers().stream().map(ZkServer::directory).toList();
        ensemble.close();
        assertAll(pids.stream().map(pid -> () -> assertFalse(
                isAlive(pid),
                "server process " + pid + " still alive after close()")));
        assertAll(dirs.stream().map(dir -> () -> assertFalse(Files.exists(dir.getParent()),
                dir.getParent() + " still there after close()")));
    }
}
