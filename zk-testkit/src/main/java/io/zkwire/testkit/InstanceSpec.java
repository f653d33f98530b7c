// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.File;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One server of a {@link TestingServer} or {@link TestingCluster}, with the constructors and getters of Curator's
 * {@code org.apache.curator.test.InstanceSpec}. Ports and the data directory are fixed when the spec is made;
 * a port or server id of {@code -1} means "choose one". The host is always {@code 127.0.0.1}: the kit's servers
 * listen on loopback only, so a {@code hostname} argument is kept for {@link #getHostname()} and otherwise unused.
 */
public class InstanceSpec {
    private static final AtomicInteger NEXT_SERVER_ID = new AtomicInteger(1);

    private final File dataDirectory;
    private final int port;
    private final int electionPort;
    private final int quorumPort;
    private final boolean deleteDataDirectoryOnClose;
    private final int serverId;
    private final int tickTime;
    private final int maxClientCnxns;
    private final Map<String, Object> customProperties;
    private final String hostname;

    /** A spec with free ports, a new temporary directory (deleted on close) and the next server id. */
    public static InstanceSpec newInstanceSpec() {
        return new InstanceSpec(null, -1, -1, -1, true, -1, -1, -1);
    }

    /** A loopback port that is free now and that this JVM has not handed out before. */
    public static int getRandomPort() {
        return FreePorts.next();
    }

    /** See {@link #InstanceSpec(File, int, int, int, boolean, int, int, int, Map, String)}. */
    public InstanceSpec(File dataDirectory, int port, int electionPort, int quorumPort,
            boolean deleteDataDirectoryOnClose, int serverId) {
        this(dataDirectory, port, electionPort, quorumPort, deleteDataDirectoryOnClose, serverId, -1, -1, null,
                null);
    }

    /** See {@link #InstanceSpec(File, int, int, int, boolean, int, int, int, Map, String)}. */
    public InstanceSpec(File dataDirectory, int port, int electionPort, int quorumPort,
            boolean deleteDataDirectoryOnClose, int serverId, int tickTime, int maxClientCnxns) {
        this(dataDirectory, port, electionPort, quorumPort, deleteDataDirectoryOnClose, serverId, tickTime,
                maxClientCnxns, null, null);
    }

    /** See {@link #InstanceSpec(File, int, int, int, boolean, int, int, int, Map, String)}. */
    public InstanceSpec(File dataDirectory, int port, int electionPort, int quorumPort,
            boolean deleteDataDirectoryOnClose, int serverId, int tickTime, int maxClientCnxns,
            Map<String, Object> customProperties) {
        this(dataDirectory, port, electionPort, quorumPort, deleteDataDirectoryOnClose, serverId, tickTime,
                maxClientCnxns, customProperties, null);
    }

    /**
     * A server spec.
     *
     * @param dataDirectory where the server keeps its files; null for a new temporary directory
     * @param port the client port, or -1 for a free one
     * @param electionPort the leader-election port, or -1 for a free one
     * @param quorumPort the follower-to-leader port, or -1 for a free one
     * @param deleteDataDirectoryOnClose whether closing the server deletes {@code dataDirectory}
     * @param serverId the id reported by {@link #getServerId()}, or -1 for the next one
     * @param tickTime the server's tickTime in ms, or -1 for the kit's default (500 ms)
     * @param maxClientCnxns the limit of connections from one address, or -1 for the default
     * @param customProperties further zoo.cfg lines
     * @param hostname reported by {@link #getHostname()}; the server listens on 127.0.0.1 whatever it says
     */
    public InstanceSpec(File dataDirectory, int port, int electionPort, int quorumPort,
            boolean deleteDataDirectoryOnClose, int serverId, int tickTime, int maxClientCnxns,
            Map<String, Object> customProperties, String hostname) {
        this.dataDirectory = dataDirectory != null ? dataDirectory : TempDirs.create("zkwire-testing-").toFile();
        if (dataDirectory == null) {
            Reaper.watch(this.dataDirectory.toPath()); // a spec never closed is deleted when the JVM exits
        }
        this.port = port >= 0 ? port : getRandomPort();
        this.electionPort = electionPort >= 0 ? electionPort : getRandomPort();
        this.quorumPort = quorumPort >= 0 ? quorumPort : getRandomPort();
        this.deleteDataDirectoryOnClose = deleteDataDirectoryOnClose;
        this.serverId = serverId >= 0 ? serverId : NEXT_SERVER_ID.getAndIncrement();
        this.tickTime = tickTime > 0 ? tickTime : -1;
        this.maxClientCnxns = maxClientCnxns >= 0 ? maxClientCnxns : -1;
        this.customProperties = customProperties != null ? Map.copyOf(customProperties) : Map.of();
        this.hostname = hostname != null ? hostname : Loopback.ADDRESS;
    }

    public int getServerId() {
        return serverId;
    }

    public File getDataDirectory() {
        return dataDirectory;
    }

    public int getPort() {
        return port;
    }

    public int getElectionPort() {
        return electionPort;
    }

    public int getQuorumPort() {
        return quorumPort;
    }

    /** {@code 127.0.0.1:<port>}. */
    public String getConnectString() {
        return Loopback.hostPort(port);
    }

    /** The tickTime in ms, or -1 for the default. */
    public int getTickTime() {
        return tickTime;
    }

    /** The connection limit per client address, or -1 for the default. */
    public int getMaxClientCnxns() {
        return maxClientCnxns;
    }

    public boolean deleteDataDirectoryOnClose() {
        return deleteDataDirectoryOnClose;
    }

    public Map<String, Object> getCustomProperties() {
        return customProperties;
    }

    public String getHostname() {
        return hostname;
    }

    /** This spec's tickTime, connection limit and custom properties on {@code builder}. */
    ZkEnsemble.Builder applyTo(ZkEnsemble.Builder builder) {
        ZkEnsemble.Builder result = tickTime > 0 ? builder.tickTime(Duration.ofMillis(tickTime)) : builder;
        if (maxClientCnxns >= 0) {
            result = result.serverProperty("maxClientCnxns", Integer.toString(maxClientCnxns));
        }
        for (Map.Entry<String, Object> property : customProperties.entrySet()) {
            result = result.serverProperty(property.getKey(), String.valueOf(property.getValue()));
        }
        return result;
    }

    ServerPorts ports() {
        return new ServerPorts(port, quorumPort, electionPort, 0);
    }

    @Override
    public String toString() {
        return "InstanceSpec{dataDirectory=" + dataDirectory + ", port=" + port + ", electionPort=" + electionPort
                + ", quorumPort=" + quorumPort + ", serverId=" + serverId + "}";
    }

    /** Two specs are the same server when they have the same client port, as in Curator. */
    @Override
    public boolean equals(Object o) {
        return o instanceof InstanceSpec that && port == that.port && hostname.equals(that.hostname);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hostname, port);
    }
}
