package io.zkwire.testkit;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.ConflictException;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.exception.NotModifiedException;
import java.time.Duration;
import java.util.function.Consumer;
import org.testcontainers.containers.GenericContainer;

/**
 * A server running in a container. Its output goes to the server's log file as it comes ({@link ContainerLog}).
 * Stopping or killing the server removes its container; a container its test JVM leaves behind is removed by
 * {@link OrphanedContainers}.
 */
final class ContainerServer implements ServerHandle {
    private final GenericContainer<?> container;
    private final String id;
    private final ServerSpec spec;
    private final long pid;
    private volatile boolean paused;

    /** Takes over a started container, which {@link OrphanedContainers} watches already. */
    ContainerServer(GenericContainer<?> container, ServerSpec spec) {
        this.container = container;
        this.id = container.getContainerId();
        this.spec = spec;
        this.pid = container.getContainerInfo().getState().getPidLong();
    }

    /** The host's process id of the container's first process, which the image makes the server JVM. */
    @Override
    public long pid() {
        return pid;
    }

    @Override
    public boolean isAlive() {
        return container.isRunning();
    }

    @Override
    public void stop(Duration grace) {
        resume();
        whileItExists(docker -> docker.stopContainerCmd(id).withTimeout((int) Math.max(1, grace.toSeconds())).exec());
        remove();
    }

    @Override
    public void kill() {
        whileItExists(docker -> docker.killContainerCmd(id).exec());
        remove();
    }

    @Override
    public void pause() {
        container.getDockerClient().pauseContainerCmd(id).exec();
        paused = true;
    }

    @Override
    public void resume() {
        if (paused) {
            whileItExists(docker -> docker.unpauseContainerCmd(id).exec());
            paused = false;
        }
    }

    /** Asks the engine while it still has the container (the file may lack the very last lines), else the file. */
    @Override
    public String logTail(int lines) {
        try {
            return LogTail.lastLines(container.getLogs(), lines);
        } catch (RuntimeException e) {
            return LogTail.of(spec.logFile(), lines);
        }
    }

    /** Removes the container (killing it if need be) and waits until it is gone. */
    private void remove() {
        try {
            container.stop();
        } finally {
            OrphanedContainers.forget(spec.dir());
        }
    }

    /**
     * Runs a command that ends or thaws the container, which may have ended already (the server exited) or even
     * be gone (Testcontainers' own shutdown hook, racing the kit's, removed it): then there is nothing to do.
     */
    private void whileItExists(Consumer<DockerClient> command) {
        try {
            command.accept(container.getDockerClient());
        } catch (NotFoundException | NotModifiedException | ConflictException e) {
            // not running (any more), or not there: as ended as the command would have made it
        }
    }
}
