package io.zkwire.testkit;

import io.zkwire.testkit.internal.FourLetterWord;
import io.zkwire.testkit.internal.Loopback;
import io.zkwire.testkit.internal.Polling;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * One real ZooKeeper server of a {@link ZkEnsemble}, running out of process. Its ports and data directory are
 * fixed for its life, so it can be stopped, killed, paused and started again as a test needs; the ensemble
 * that made it deletes everything when closed.
 */
public final class ZkServer {
    /** How long a server gets to exit after SIGTERM before it is killed. */
    private static final Duration STOP_GRACE = Duration.ofSeconds(10);
    /** How long one {@code srvr} question may take: a busy 2-core machine can be slow to answer. */
    private static final Duration SRVR_TIMEOUT = Duration.ofSeconds(2);
    private static final int LOG_LINES = 30;

    private final ServerSpec spec;
    private final ServerBackend backend;
    private final ReentrantLock lifecycle = new ReentrantLock();
    private volatile ServerHandle handle;
    private volatile boolean paused;
    /** Set when the ensemble is closed: the directory is gone, so the server cannot start again. */
    private volatile boolean discarded;

    ZkServer(ServerSpec spec, ServerBackend backend) {
        this.spec = spec;
        this.backend = backend;
    }

    /** The server's {@code myid}: 1 for the first server of an ensemble. */
    public int id() {
        return spec.id();
    }

    /** The ZooKeeper version this server runs, e.g. {@code 3.9.5}. */
    public String version() {
        return spec.settings().version();
    }

    /** The port clients connect to, on 127.0.0.1. */
    public int clientPort() {
        return spec.ports().client();
    }

    /** {@code 127.0.0.1:<client port>}. */
    public String connectString() {
        return Loopback.hostPort(clientPort());
    }

    /**
     * The TLS client port.
     *
     * @throws IllegalStateException unless the ensemble was built with {@code secureClientPort()}
     */
    public int secureClientPort() {
        if (!spec.ports().hasSecureClientPort()) {
            throw new IllegalStateException("this ensemble has no TLS client port: build it with "
                    + "ZkEnsemble.builder().secureClientPort()");
        }
        return spec.ports().secureClient();
    }

    /** {@code 127.0.0.1:<TLS client port>}; see {@link #secureClientPort()}. */
    public String secureConnectString() {
        return Loopback.hostPort(secureClientPort());
    }

    /** The server's own directory: zoo.cfg, server.log and the data directory {@code data/}. */
    public Path directory() {
        return spec.dir();
    }

    /** Everything the server logged, across restarts. */
    public Path logFile() {
        return spec.logFile();
    }

    /** The last {@code lines} lines of the server's log. */
    public String logTail(int lines) {
        return LogTail.of(spec.logFile(), lines);
    }

    /**
     * The process id of the running server.
     *
     * @throws IllegalStateException if it is not running
     */
    public long pid() {
        return running().pid();
    }

    /** True while the server process exists, paused or not. */
    public boolean isRunning() {
        ServerHandle current = handle;
        return current != null && current.isAlive();
    }

    /** True while the process is stopped by {@code pause()} (SIGSTOP) and not resumed. */
    public boolean isPaused() {
        return paused && isRunning();
    }

    /** What the server says it is, asked with {@code srvr}; a paused server is not asked. */
    public ZkMode mode() {
        if (!isRunning()) {
            return ZkMode.NOT_RUNNING;
        }
        if (paused) {
            return ZkMode.NOT_SERVING;
        }
        try {
            return ZkMode.ofSrvrReply(fourLetterWord("srvr"));
        } catch (IOException e) {
            return ZkMode.NOT_SERVING;
        }
    }

    /** Sends a four-letter word ({@code srvr}, {@code stat}, {@code dump}, {@code mntr}, ...); returns the reply. */
    public String fourLetterWord(String word) throws IOException {
        return FourLetterWord.send(clientPort(), word, SRVR_TIMEOUT);
    }

    /**
     * Starts the server and waits until it serves clients (a member of an ensemble needs a quorum for that).
     *
     * @throws ZkTestkitException if it does not serve within the ensemble's start timeout
     */
    public ZkServer start() {
        launch();
        awaitServing(spec.settings().startTimeout());
        return this;
    }

    /** Stops the server gracefully (SIGTERM, then SIGKILL after a grace period); keeps its data. */
    public void stop() {
        end(current -> current.stop(STOP_GRACE));
    }

    /** Kills the server at once (SIGKILL), as a crash would; keeps its data. */
    public void kill() {
        end(ServerHandle::kill);
    }

    /** Stops the server if it runs, then starts it again on the same ports with the same data. */
    public ZkServer restart() {
        stop();
        return start();
    }

    /**
     * Kills the server (SIGKILL), deletes all it stored ({@link #wipe()}) and starts it again on the same ports,
     * as a server rebuilt from scratch (a container without a volume) comes back: a standalone server serves
     * an empty tree from zxid 0. A member of an ensemble would rejoin and copy its peers' data; to recreate a
     * whole ensemble use {@link ZkEnsemble#wipeAndRestart()}.
     */
    public ZkServer wipeAndRestart() {
        kill();
        wipe();
        return start();
    }

    /**
     * Deletes the snapshots and transaction logs of a server that is not running (its {@code myid} stays), so
     * that its next start begins with no history.
     *
     * @throws IllegalStateException if it is running
     */
    public void wipe() {
        withLock(() -> {
            if (isRunning()) {
                throw new IllegalStateException("server " + id() + " is running (pid " + pid() + "); kill() or"
                        + " stop() it before wiping its data");
            }
            try (Stream<Path> entries = Files.list(spec.dataDir())) {
                entries.filter(entry -> !entry.getFileName().toString().equals("myid")).forEach(TempDirs::delete);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot wipe the data of server " + id() + " in " + spec.dataDir(), e);
            }
        });
    }

    /** Freezes the server process (SIGSTOP): its sockets stay open but it answers nothing, like a long GC. */
    public void pause() {
        withLock(() -> {
            running().pause();
            paused = true;
        });
    }

    /** Lets a paused server run on (SIGCONT); it may need a moment to serve again. */
    public void resume() {
        withLock(() -> {
            running().resume();
            paused = false;
        });
    }

    /** Waits until the server serves clients, or fails early with its log if the process dies. */
    public void awaitServing(Duration timeout) {
        Polling.until(timeout, "server " + id() + " to serve clients", this::isServing, this::describe);
    }

    /**
     * Whether the launched server serves clients yet.
     *
     * @throws ZkTestkitException if its process has died, with the end of its log
     */
    boolean isServing() {
        ServerHandle current = running();
        if (!current.isAlive()) {
            throw exitedBeforeServing(current);
        }
        return mode().isServing() && (!spec.ports().hasSecureClientPort() || Loopback.accepts(secureClientPort()));
    }

    /** Launches the process without waiting, so that an ensemble can start its members side by side. */
    void launch() {
        withLock(() -> {
            if (discarded) {
                throw new IllegalStateException("server " + id() + " belongs to a closed ensemble");
            }
            if (isRunning()) {
                throw new IllegalStateException("server " + id() + " is already running (pid " + pid() + ")");
            }
            if (handle != null) {
                Reaper.forget(handle); // it crashed or was killed from outside
            }
            try {
                ServerHandle started = backend.launch(spec);
                Reaper.watch(started);
                handle = started;
                paused = false;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot launch ZooKeeper server " + id(), e);
            }
        });
    }

    /** Kills the server for good, before its ensemble deletes its directory. */
    void discard() {
        withLock(() -> {
            discarded = true;
            kill();
        });
    }

    /** One line about the server and the end of its log, for error messages. */
    String describe() {
        ServerHandle current = handle;
        String pid = current == null ? "never started" : "pid " + current.pid();
        return "server " + id() + " (ZooKeeper " + version() + ", " + pid + ", client port " + clientPort()
                + ", mode " + mode() + "), last lines of " + logFile() + ":\n" + logTail(LOG_LINES) + "\n";
    }

    private ZkTestkitException exitedBeforeServing(ServerHandle current) {
        String tail = current.logTail(LOG_LINES);
        String message = "server " + id() + " (ZooKeeper " + version() + ", pid " + current.pid()
                + ") exited before serving clients; last lines of " + logFile() + ":\n" + tail;
        return tail.contains("Address already in use") ? new PortInUseException(message)
                : new ZkTestkitException(message);
    }

    private void end(Consumer<ServerHandle> how) {
        withLock(() -> {
            ServerHandle current = handle;
            if (current == null) {
                return;
            }
            how.accept(current);
            Reaper.forget(current);
            handle = null;
            paused = false;
        });
    }

    private ServerHandle running() {
        ServerHandle current = handle;
        if (current == null) {
            throw new IllegalStateException("server " + id() + " is not running; start() it first");
        }
        return current;
    }

    private void withLock(Runnable action) {
        lifecycle.lock();
        try {
            action.run();
        } finally {
            lifecycle.unlock();
        }
    }
}
