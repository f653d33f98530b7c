package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A TLS client port configured through arbitrary server properties, as the client's TLS tests will do. */
class SecureClientPortTest {
    private static final String PASSWORD = "testkit-secret";

    @Test
    void answersOverTlsOnTheSecureClientPort(@TempDir Path dir) throws Exception {
        Path keys = selfSignedKeyStore(dir);
        Path trusted = trustStoreFor(keys);
        ZkEnsemble zk = ZkEnsemble.builder()
                .secureClientPort()
                .serverProperty("ssl.keyStore.location", keys.toString())
                .serverProperty("ssl.keyStore.password", PASSWORD)
                .serverProperty("ssl.trustStore.location", trusted.toString())
                .serverProperty("ssl.trustStore.password", PASSWORD)
                .start();
        try {
            ZkServer server = zk.server(0);
            String reply = srvrOverTls(server.secureClientPort(), keys, trusted);

            assertTrue(reply.contains("Mode: standalone"), reply);
            assertEquals("127.0.0.1:" + server.secureClientPort(), zk.secureConnectString());
        } finally {
            Leftovers.closeAndAssertNoneLeft(zk, List.of());
        }
    }

    /** One key pair for server and client alike; valid for 127.0.0.1. */
    private static Path selfSignedKeyStore(Path dir) throws Exception {
        Path store = dir.resolve("testkit.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "testkit", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1,dns:localhost", "-validity", "2",
                "-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", PASSWORD)
                .redirectErrorStream(true).redirectOutput(dir.resolve("keytool.log").toFile()).start();
        assertTrue(keytool.waitFor(60, TimeUnit.SECONDS), "keytool did not finish");
        assertEquals(0, keytool.exitValue(), Files.readString(dir.resolve("keytool.log")));
        return store;
    }

    /** ZooKeeper trusts only certificate entries, not the certificate of a key entry. */
    private static Path trustStoreFor(Path keyStore) throws Exception {
        KeyStore keys = KeyStore.getInstance(keyStore.toFile(), PASSWORD.toCharArray());
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        trusted.setCertificateEntry("testkit", keys.getCertificate("testkit"));
        Path file = keyStore.resolveSibling("trusted.p12");
        try (OutputStream out = Files.newOutputStream(file)) {
            trusted.store(out, PASSWORD.toCharArray());
        }
        return file;
    }

    private static String srvrOverTls(int port, Path keyStore, Path trustStore) throws Exception {
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(KeyStore.getInstance(keyStore.toFile(), PASSWORD.toCharArray()), PASSWORD.toCharArray());
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(KeyStore.getInstance(trustStore.toFile(), PASSWORD.toCharArray()));
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keyManagers.getKeyManagers(), trust.getTrustManagers(), null);
        try (SSLSocket socket = (SSLSocket) tls.getSocketFactory().createSocket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.startHandshake();
            socket.getOutputStream().write("srvr".getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }
}
