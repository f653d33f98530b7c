// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * A real server on TLS whose certificate names only {@code localhost} and which requires a client certificate,
 * with the certificates made for it in a temporary directory; {@link #close()} stops it and deletes them.
 */
final class MutualTlsServer implements AutoCloseable {

    final Path certDir;
    final TestCertificates certs;
    final int port;
    private final ZkEnsemble ensemble;

    private MutualTlsServer(Path certDir, TestCertificates certs, ZkEnsemble ensemble) {
        this.certDir = certDir;
        this.certs = certs;
        this.ensemble = ensemble;
        String secure = ensemble.secureConnectString();
        this.port = Integer.parseInt(secure.substring(secure.lastIndexOf(':') + 1));
    }

    /** Makes the certificates (in a temporary directory named after {@code name}) and starts the server. */
    static MutualTlsServer start(String name) throws Exception {
        Path dir = Files.createTempDirectory(name);
        try {
            TestCertificates certs = TestCertificates.create(dir, "dns:localhost", true);
            return new MutualTlsServer(dir, certs, TestServers.start(certs.server("need").build()));
        } catch (Exception | Error e) {
            TestCertificates.deleteAll(dir);
            throw e;
        }
    }

    /** A ZooKeeper client config file with {@code values}, in the certificates' directory. */
    Path writeProperties(Map<String, String> values) throws IOException {
        Path file = Files.createTempFile(certDir, "zk-client", ".properties");
        Properties properties = new Properties();
        properties.putAll(values);
        try (Writer out = Files.newBufferedWriter(file)) {
            properties.store(out, null);
        }
        return file;
    }

    @Override
    public void close() throws Exception {
        try {
            ensemble.close();
        } finally {
            TestCertificates.deleteAll(certDir);
        }
    }
}
