package io.zkwire.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Main class of a child server JVM (runs there, not in the test JVM). It starts ZooKeeper's
 * {@code QuorumPeerMain} and watches standard input, a pipe from the test JVM: when that pipe closes, the test
 * JVM is gone (even if it was killed with -9 and its shutdown hook never ran), so the server deletes its
 * temporary directory and exits rather than linger as an orphan.
 *
 * <p>Arguments: the directory to delete when orphaned, then the arguments of {@code QuorumPeerMain}.
 */
final class ServerLauncher {
    private static final String SERVER_MAIN = "org.apache.zookeeper.server.quorum.QuorumPeerMain";

    private ServerLauncher() {
    }

    public static void main(String[] args) throws Exception {
        Path orphanedDir = Path.of(args[0]);
        ProcessHandle testJvm = ProcessHandle.current().parent().orElseThrow();
        Thread watchdog = new Thread(() -> exitWhenOrphaned(System.in, testJvm, orphanedDir),
                "zkwire-parent-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        Method main = Class.forName(SERVER_MAIN).getMethod("main", String[].class);
        main.invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
    }

    private static void exitWhenOrphaned(InputStream parentPipe, ProcessHandle testJvm, Path orphanedDir) {
        try {
            while (parentPipe.read() >= 0) {
                // the test JVM never writes; anything it might is ignored
            }
        } catch (IOException e) {
            // a broken pipe means the same as end of input
        }
        // The test JVM also closes the pipe when it stops or kills this server on purpose (Process.destroy
        // closes the streams); then the directory must survive for a restart, and the signal that follows
        // ends this JVM. So the pipe's end alone proves nothing: only the test JVM's own end (once it is
        // reaped; a killed one can linger as a zombie for a moment) makes this server an orphan.
        testJvm.onExit().join();
        try {
            TempDirs.delete(orphanedDir);
        } catch (RuntimeException e) {
            // exit regardless: an orphaned server is worse than a leftover directory
        }
        Runtime.getRuntime().halt(3);
    }
}
