package io.zkwire.testkit;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Keeps containers from outliving a test JVM that dies without removing them. A JVM killed with -9 runs no
 * shutdown hook, and a container, unlike a child JVM, cannot notice that its test JVM is gone. So the first
 * container starts a small watchdog JVM ({@link ContainerWatchdog}) beside the test JVM, which learns over its
 * standard input which servers run in containers; when that pipe closes and the test JVM has ended, it removes
 * the containers still listed and deletes their ensembles' directories.
 */
final class OrphanedContainers {
    private static final ReentrantLock LOCK = new ReentrantLock();
    /** The watchdog's standard input; null until the first container. Guarded by {@link #LOCK}. */
    private static Writer watchdog;

    private OrphanedContainers() {
    }

    /**
     * Lists the server before its container is created, so that no moment exists in which a container of it
     * could be left behind unlisted.
     */
    static void watch(Path serverDir) {
        LOCK.lock();
        try {
            tell(ContainerWatchdog.WATCH, serverDir);
        } catch (IOException e) {
            throw new ZkTestkitException("cannot reach the watchdog JVM that removes the containers of a dying test "
                    + "JVM; no container was started", e);
        } finally {
            LOCK.unlock();
        }
    }

    /** The server's container is gone: the kit removed it. */
    static void forget(Path serverDir) {
        LOCK.lock();
        try {
            tell(ContainerWatchdog.FORGET, serverDir);
        } catch (IOException e) {
            // the watchdog is gone: it can no longer remove this container either way
        } finally {
            LOCK.unlock();
        }
    }

    private static void tell(String verb, Path serverDir) throws IOException {
        if (watchdog == null) {
            watchdog = start();
        }
        watchdog.write(verb + '\t' + serverDir + '\n');
        watchdog.flush();
    }

    /** Its output is discarded: it runs after the test JVM's end, when no one would read it. */
    private static Writer start() throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData",
                "-cp", System.getProperty("java.class.path"), ContainerWatchdog.class.getName());
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        // the watchdog removes containers itself; Testcontainers' reaper container is not wanted for that
        builder.environment().put("TESTCONTAINERS_RYUK_DISABLED", "true");
        Process process = builder.start();
        return new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }
}
