// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.handler.ssl.SslContextBuilder;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.KeeperException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Host name verification and mutual TLS against a server whose certificate names only {@code localhost} and
 * which requires a client certificate: the name as written in the connect string must match, unless
 * verification is turned off.
 */
@Timeout(120)
class TlsVerificationTest {

    private static MutualTlsServer server;
    private static TestCertificates certs;
    private static int port;

    @BeforeAll
    static void startServerRequiringClientCertificates() throws Exception {
        server = MutualTlsServer.start("zkwire-tls-verification");
        certs = server.certs;
        port = server.port;
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private static ZkClientBuilder failingFast(String host) {
        return Clients.builder(host + ":" + port).connectionTimeoutMs(5_000).retryPolicy(new RetryNTimes(0, 0));
    }

    @Test
    void theNameTheCertificateHasConnects() throws Exception {
        try (ZkClient client = Clients.started(Clients.builder("localhost:" + port).tls(certs.clientContext(true)))) {
            client.create().forPath("/verified", new byte[] {7});
            assertArrayEquals(new byte[] {7}, client.getData().forPath("/verified"));
            client.delete().forPath("/verified");
        }
    }

    @Test
    void aCertificateForAnotherHostIsRefusedSayingSo() throws Exception {
        String message = failure(failingFast("127.0.0.1").tls(certs.clientContext(true)));
        assertTrue(message.contains("does not match the host name 127.0.0.1"), message);
        assertTrue(message.contains("tlsHostnameVerification(false)"), message);
    }

    @Test
    void aNettyContextIsVerifiedToo() throws Exception {
        var netty = SslContextBuilder.forClient().trustManager(certs.caCertificate().toFile())
                .keyManager(certs.clientKeys()).build();
        String message = failure(failingFast("127.0.0.1").tls(netty));
        assertTrue(message.contains("does not match the host name 127.0.0.1"), message);
    }

    @Test
    void verificationTurnedOffAcceptsTheCertificateAndWarns() throws Exception {
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.config.Tls");
                ZkClient client = Clients.started(Clients.builder("127.0.0.1:" + port)
                        .tls(certs.clientContext(true)).tlsHostnameVerification(false))) {
            assertTrue(client.checkExists().forPath("/") != null);
            assertEquals(1, log.lines("WARNING").size(), () -> "one warning: " + log.lines("WARNING"));
            assertTrue(log.lines("WARNING").get(0).contains("host name verification is off"));
        }
    }

    @Test
    void aConfigFileWithPemKeyAndVerificationOffConnects() throws Exception {
        Path config = server.writeProperties(Map.of(
                "zookeeper.client.secure", "true",
                "zookeeper.ssl.keyStore.location", certs.clientPem(server.certDir.resolve("client-key.pem")).toString(),
                "zookeeper.ssl.trustStore.location", certs.trustStore().toString(),
                "zookeeper.ssl.trustStore.password", certs.password(),
                "zookeeper.ssl.trustStore.type", "PKCS12",
                "zookeeper.ssl.hostnameVerification", "false"));
        try (ZkClient client = Clients.started(Clients.builder("127.0.0.1:" + port).zkClientConfig(config))) {
            assertTrue(client.checkExists().forPath("/") != null);
        } finally {
            Files.delete(config);
        }
    }

    @Test
    void mutualTlsWithoutAClientCertificateFailsSayingSo() throws Exception {
        String message = failure(failingFast("localhost").tls(certs.clientContext(false)));
        assertTrue(message.contains("requires mutual TLS: give the client a key store"), message);
    }

    /** Starts a client that cannot get a session; its first request fails at once, and says why. */
    private static String failure(ZkClientBuilder builder) throws Exception {
        try (ZkClient client = builder.build()) {
            client.start();
            long start = System.nanoTime();
            KeeperException e = Await.keeperError(KeeperException.Code.CONNECTIONLOSS,
                    () -> client.checkExists().forPath("/"));
            long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(tookMs < 4_000, "failed fast, not at the connection timeout: " + tookMs + " ms");
            assertFalse(client.blockUntilConnected(0, TimeUnit.SECONDS));
            return e.getMessage();
        }
    }
}
