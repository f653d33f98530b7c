package io.zkwire.testkit;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes sure no server outlives the test JVM: at JVM exit, kills every server still running and deletes every
 * temporary directory still there, whatever the tests forgot to close.
 */
final class Reaper {
    private static final Set<ServerHandle> SERVERS = ConcurrentHashMap.newKeySet();
    private static final Set<Path> DIRS = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(Reaper::reapAll, "zkwire-testkit-reaper"));
    }

    private Reaper() {
    }

    static void watch(ServerHandle server) {
        SERVERS.add(server);
    }

    static void forget(ServerHandle server) {
        SERVERS.remove(server);
    }

    static void watch(Path dir) {
        DIRS.add(dir);
    }

    static void forget(Path dir) {
        DIRS.remove(dir);
    }

    private static void reapAll() {
        for (ServerHandle server : SERVERS) {
            try {
                server.kill();
            } catch (RuntimeException e) {
                System.err.println("zk-testkit: could not kill server " + server.pid() + ": " + e.getMessage());
            }
        }
        for (Path dir : DIRS) {
            try {
                TempDirs.delete(dir);
            } catch (RuntimeException e) {
                System.err.println("zk-testkit: " + e.getMessage());
            }
        }
    }
}
