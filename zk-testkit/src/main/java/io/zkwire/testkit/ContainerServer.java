package io.zkwire.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import org.testcontainers.containers.GenericContainer;

/** A server running in a container; its output is copied to the server's log file when it ends. */
final class ContainerServer implements ServerHandle {
    private final GenericContainer<?> container;
    private final Path logFile;
    private final long pid;
    private volatile boolean paused;

    ContainerServer(GenericContainer<?> container, Path logFile) {
        this.container = container;
        this.logFile = logFile;
        this.pid = container.getContainerInfo().getState().getPidLong();
    }

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
        container.getDockerClient().stopContainerCmd(container.getContainerId())
                .withTimeout((int) Math.max(1, grace.toSeconds())).exec();
        remove();
    }

    @Override
    public void kill() {
        container.getDockerClient().killContainerCmd(container.getContainerId()).exec();
        remove();
    }

    @Override
    public void pause() {
        container.getDockerClient().pauseContainerCmd(container.getContainerId()).exec();
        paused = true;
    }

    @Override
    public void resume() {
        if (paused) {
            container.getDockerClient().unpauseContainerCmd(container.getContainerId()).exec();
            paused = false;
        }
    }

    @Override
    public String logTail(int lines) {
        return isAlive() ? LogTail.lastLines(container.getLogs(), lines) : LogTail.of(logFile, lines);
    }

    /** Keeps the container's output in the log file, then removes the container. */
    private void remove() {
        try {
            Files.writeString(logFile, container.getLogs(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // the log is a convenience; removing the container matters more
        }
        container.stop();
    }
}
