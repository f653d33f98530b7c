package io.zkwire.testkit;

/**
 * The loopback ports of one server: clients, followers-to-leader traffic, leader election, and the TLS client
 * port ({@code 0} when the ensemble has none).
 */
record ServerPorts(int client, int quorum, int election, int secureClient) {

    static ServerPorts allocate(boolean withSecureClientPort) {
        return new ServerPorts(FreePorts.next(), FreePorts.next(), FreePorts.next(),
                withSecureClientPort ? FreePorts.next() : 0);
    }

    boolean hasSecureClientPort() {
        return secureClient != 0;
    }
}
