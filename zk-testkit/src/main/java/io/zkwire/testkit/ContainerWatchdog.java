package io.zkwire.testkit;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.testcontainers.DockerClientFactory;

/**
 * Main class of the watchdog JVM of {@link OrphanedContainers} (runs there, not in the test JVM). It reads lines
 * {@code watch<TAB>server directory} and {@code forget<TAB>server directory} from standard input, a pipe from
 * the test JVM. When the pipe closes and the test JVM has ended, it force-removes every container labelled with
 * a server directory still watched, deletes those servers' ensemble directories, and exits.
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
            try {
                removeContainers(watched);
            } catch (RuntimeException e) {
                // no engine to ask; the directories still go
            }
            watched.forEach(dir -> deleteQuietly(dir.getParent()));
        }
        System.exit(0);
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

    /** Tries every server, whatever fails for one: each container left is one too many. */
    private static void removeContainers(Set<Path> serverDirs) {
        DockerClient docker = DockerClientFactory.instance().client();
        for (Path dir : serverDirs) {
            try {
                List<Container> containers = docker.listContainersCmd().withShowAll(true)
                        .withLabelFilter(Map.of(ServerContainer.LABEL, dir.toString())).exec();
                containers.forEach(container -> remove(docker, container.getId()));
            } catch (RuntimeException e) {
                // the engine failed to answer for this server; the others may still be removed
            }
        }
    }

    private static void remove(DockerClient docker, String containerId) {
        try {
            docker.removeContainerCmd(containerId).withForce(true).withRemoveVolumes(true).exec();
        } catch (NotFoundException e) {
            // removed meanwhile by another reaper (Testcontainers' own, where enabled)
        }
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
