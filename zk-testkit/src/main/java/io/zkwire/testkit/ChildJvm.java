package io.zkwire.testkit;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A server running as a child JVM. The test JVM keeps the child's standard input open for the child's whole
 * life: {@link ServerLauncher} exits when it closes.
 */
final class ChildJvm implements ServerHandle {
    /** How long a SIGKILLed process may take to be reaped. */
    private static final Duration REAP_LIMIT = Duration.ofSeconds(30);

    private final Process process;
    private final Path logFile;
    /** Set by pause(): only then does a stop need SIGCONT, and only then the system's kill command. */
    private volatile boolean paused;

    ChildJvm(Process process, Path logFile) {
        this.process = process;
        this.logFile = logFile;
    }

    @Override
    public long pid() {
        return process.pid();
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void stop(Duration grace) {
        thawForTermination();
        process.destroy();
        if (!awaitExit(grace)) {
            kill();
        }
    }

    @Override
    public void kill() {
        process.destroyForcibly();
        if (!awaitExit(REAP_LIMIT)) {
            throw new ZkTestkitException("server process " + pid() + " still alive " + REAP_LIMIT
                    + " after SIGKILL");
        }
    }

    @Override
    public void pause() {
        Signals.send("STOP", pid());
        paused = true;
    }

    @Override
    public void resume() {
        if (isAlive()) {
            Signals.send("CONT", pid());
        }
        paused = false;
    }

    /** A frozen process would not act on SIGTERM until thawed. It may exit meanwhile: that is fine too. */
    private void thawForTermination() {
        if (!paused) {
            return;
        }
        try {
            resume();
        } catch (ZkTestkitException e) {
            if (isAlive()) {
                throw e;
            }
        }
    }

    @Override
    public String logTail(int lines) {
        return LogTail.of(logFile, lines);
    }

    private boolean awaitExit(Duration limit) {
        try {
            return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
