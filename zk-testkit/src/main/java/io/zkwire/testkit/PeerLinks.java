package io.zkwire.testkit;

/**
 * How the servers of an ensemble reach one another's quorum and election ports: directly unless the test
 * gives the ensemble links of its own ({@link ZkEnsemble.Builder#peerLinks}), such as
 * {@link io.zkwire.testkit.faults.QuorumLinks}, which put a fault proxy on every link to partition servers
 * from one another. Each server is told the ports of its peers in its own zoo.cfg, so server {@code i} may
 * reach server {@code j} somewhere else than server {@code k} does.
 */
public interface PeerLinks extends AutoCloseable {

    /**
     * The port of 127.0.0.1 that server {@code from} dials to reach port {@code targetPort} of server
     * {@code to} (0-based indexes; {@code targetPort} is {@code to}'s quorum or election port). Asked once
     * per link and port when the ensemble starts; the answer must stay valid until {@link #close()}.
     */
    int port(int from, int to, int targetPort);

    /** Ends every link; the ensemble calls it when it is closed. */
    @Override
    void close();
}
