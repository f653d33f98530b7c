package io.zkwire.testkit;

import com.github.dockerjava.api.DockerClient;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.testcontainers.DockerClientFactory;

/**
 * Main class of the watchdog JVM of {@link OrphanedContainers} (runs there, not in the test JVM). It reads lines
 * {@code watch<TAB>server directory} and {@code forget<TAB>server directory} from standard input, a pipe from
 * the test JVM. When the pipe closes and the test JVM has ended, it deletes the ensemble directories of the
 * servers still watched, force-removes every container labelled with one of their directories, and exits.
 */
final class ContainerWatchdog {
    static final String WATCH = "watch";
    static final String FORGET = "forget";
    /** The engine may be slow or gone; the watchdog must not linger as an orphan itself. */
    private static final long LIMIT_SECONDS = 120;

    private ContainerWatchdog() {
    }

    public static void main(String[] args) {
        ProcessHandle testJvm = ProcessHandle.current().parent().orElseThrow();
        Set<Path> watched = readUntilClosed();
        // a normal exit closes the pipe before the test JVM's shutdown hooks have removed its containers
        testJvm.onExit().join();
        if (!watched.isEmpty()) {
            Thread deadline = new Thread(ContainerWatchdog::haltLater, "zkwire-watchdog-deadline");
            deadline.setDaemon(true);
            deadline.start();
            removeOrphans(watched);
        }
        System.exit(0);
    }

    /**
     * Freezes the orphaned servers, deletes their directories, then removes their containers: as with a child
     * JVM, the directory is gone by the time the server process is, and a frozen server writes no new files into
     * a directory being deleted.
     */
    private static void removeOrphans(Set<Path> serverDirs) {
        List<String> containers = List.of();
        DockerClient docker = null;
        try {
            docker = DockerClientFactory.instance().client();
            containers = containersOf(docker, serverDirs);
            containers.forEach(quietly(docker, (client, id) -> client.pauseContainerCmd(id).exec()));
        } catch (RuntimeException e) {
            // no engine to ask; the directories still go
        }
        serverDirs.forEach(dir -> deleteQuietly(dir.getParent()));
        if (docker != null) {
            containers.forEach(quietly(docker,
                    (client, id) -> client.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec()));
        }
    }

    private static Set<Path> readUntilClosed() {
        Set<Path> watched = new LinkedHashSet<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] fields = line.split("\t", 2);
                if (fields.length == 2 && WATCH.equals(fields[0])) {
                    watched.add(Path.of(fields[1]));
                } else if (fields.length == 2 && FORGET.equals(fields[0])) {
                    watched.remove(Path.of(fields[1]));
                }
            }
        } catch (IOException e) {
            // a broken pipe means the same as its end
        }
        return watched;
    }

    private static List<String> containersOf(DockerClient docker, Set<Path> serverDirs) {
        List<String> ids = new ArrayList<>();
        for (Path dir : serverDirs) {
            try {
                docker.listContainersCmd().withShowAll(true)
                        .withLabelFilter(Map.of(ServerContainer.LABEL, dir.toString())).exec()
                        .forEach(container -> ids.add(container.getId()));
            } catch (RuntimeException e) {
                // the engine did not answer for this server; the others' containers may still be found
            }
        }
        return ids;
    }

    /**
     * Tries the command on every container, whatever fails for one: each container left is one too many, and
     * one may be stopped already, or removed meanwhile by another reaper (Testcontainers' own, where enabled).
     */
    private static Consumer<String> quietly(DockerClient docker, BiConsumer<DockerClient, String> command) {
        return id -> {
            try {
                command.accept(docker, id);
            } catch (RuntimeException e) {
                // see above
            }
        };
    }

    private static void deleteQuietly(Path dir) {
        try {
            TempDirs.delete(dir);
        } catch (RuntimeException e) {
            // nothing more can be done from here; the next run's temporary directory is a fresh one
        }
    }

    private static void haltLater() {
        try {
            TimeUnit.SECONDS.sleep(LIMIT_SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Runtime.getRuntime().halt(4);
    }
}
