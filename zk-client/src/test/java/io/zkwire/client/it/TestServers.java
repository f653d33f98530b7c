package io.zkwire.client.it;

import io.zkwire.testkit.ZkEnsemble;

/** The server settings every integration test relies on, applied to any testkit ensemble builder. */
final class TestServers {

    /** The server version the suite targets unless a test says otherwise. */
    static final String DEFAULT_VERSION = "3.9.5";

    private TestServers() {}

    /** A builder for {@code servers} real servers of {@code version} with the suite's settings. */
    static ZkEnsemble.Builder builder(int servers, String version) {
        // The kit's defaults already enable TTL nodes, every four-letter word and restarts before the first
        // snapshot, with a 500 ms tick.
        return ZkEnsemble.builder()
                .servers(servers)
                .version(version)
                // The container manager runs once a minute by default; tests wait for it, so make it quick.
                .systemProperty("znode.container.checkIntervalMs", "100");
    }

    static ZkEnsemble.Builder standaloneBuilder() {
        return builder(1, DEFAULT_VERSION);
    }

    /** Starts an ensemble, closing it again if starting fails, so no server process leaks. */
    static ZkEnsemble start(ZkEnsemble ensemble) {
        try {
            ensemble.start();
            return ensemble;
        } catch (RuntimeException e) {
            ensemble.close();
            throw e;
        }
    }
}
