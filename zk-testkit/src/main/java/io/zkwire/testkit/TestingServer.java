// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.Closeable;
import java.io.File;
import java.util.List;

/**
 * A standalone ZooKeeper server with the constructors and methods of Curator's
 * {@code org.apache.curator.test.TestingServer}, so that a Curator test moves over by changing its imports. The
 * server is a real ZooKeeper process made by {@link ZkEnsemble} (of the test class path's version), listening on
 * 127.0.0.1; its files live under {@link #getTempDirectory()}.
 *
 * <pre>{@code
 * try (TestingServer server = new TestingServer()) {
 *     ZkClient client = ZkClient.builder().connectString(server.getConnectString()).build();
 * }
 * }</pre>
 *
 * <p>{@link #close()} kills the server and deletes the temporary directory, whatever the spec's
 * {@code deleteDataDirectoryOnClose} says; {@link #stop()} keeps it for a later {@link #start()}.
 */
public class TestingServer implements Closeable {
    private final InstanceSpec spec;
    private final ZkEnsemble ensemble;
    private boolean started;

    /** A server on a free port, started. */
    public TestingServer() throws Exception {
        this(true);
    }

    /** A server on a free port, started if {@code start}. */
    public TestingServer(boolean start) throws Exception {
        this(-1, null, start);
    }

    /** A server on {@code port} (-1 for a free one), started. */
    public TestingServer(int port) throws Exception {
        this(port, true);
    }

    /** A server on {@code port} (-1 for a free one), started if {@code start}. */
    public TestingServer(int port, boolean start) throws Exception {
        this(port, null, start);
    }

    /** A server on {@code port} with its files in {@code tempDirectory} (null for a new one), started. */
    public TestingServer(int port, File tempDirectory) throws Exception {
        this(port, tempDirectory, true);
    }

    /** A server on {@code port} with its files in {@code tempDirectory}, started if {@code start}. */
    public TestingServer(int port, File tempDirectory, boolean start) throws Exception {
        this(new InstanceSpec(tempDirectory, port, -1, -1, true, -1), start);
    }

    /** A server as {@code spec} says, started if {@code start}. */
    public TestingServer(InstanceSpec spec, boolean start) throws Exception {
        this.spec = spec;
        this.ensemble = spec.applyTo(ZkEnsemble.builder())
                .layout(new EnsembleSettings.Layout(spec.getDataDirectory().toPath(), List.of(spec.ports())))
                .build();
        if (start) {
            start();
        }
    }

    /** The client port. */
    public int getPort() {
        return spec.getPort();
    }

    /** The directory of the server's files, deleted by {@link #close()}. */
    public File getTempDirectory() {
        return spec.getDataDirectory();
    }

    /** {@code 127.0.0.1:<port>}. */
    public String getConnectString() {
        return spec.getConnectString();
    }

    /** Starts the server unless it runs, and waits until it serves clients. */
    public synchronized void start() throws Exception {
        if (!started) {
            ensemble.start();
            started = true;
        } else if (!server().isRunning()) {
            server().start();
        }
    }

    /** Stops the server and keeps its data, for a later {@link #start()} or {@link #restart()}. */
    public synchronized void stop() {
        if (started) {
            server().stop();
        }
    }

    /**
     * Stops the server if it runs and starts it again on the same port with the same data.
     *
     * @throws IllegalStateException if the server was closed
     */
    public synchronized void restart() throws Exception {
        if (!started) {
            start();
        } else {
            server().restart();
        }
    }

    /** Kills the server and deletes its directory. Safe to call more than once. */
    @Override
    public synchronized void close() {
        ensemble.close();
        CuratorStyle.deleteDirectory(spec); // a server never started has its directory still
    }

    /** The kit's own view of the server: kill, pause, logs, four-letter words. */
    public synchronized ZkServer getServer() {
        if (!started) {
            throw new IllegalStateException("the server has not been started; call start() first");
        }
        return server();
    }

    private ZkServer server() {
        return ensemble.server(0);
    }
}
