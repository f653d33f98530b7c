package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.client.snippets.GuideSnippets;
import io.zkwire.client.snippets.TlsConfigFile;
import io.zkwire.client.snippets.TlsJdkContext;
import io.zkwire.client.snippets.TlsSystemProperties;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * TLS against a server's secure client port, with a CA and server certificate made for the test, set up
 * each way the client offers (Netty or JDK context, ZooKeeper's properties or config file); and the mistakes
 * (plain client on the TLS port, TLS client on the plain port, an untrusted CA) fail fast and say why.
 */
@Timeout(120)
class TlsTest {

    private static Path certDir;
    private static ZkEnsemble ensemble;
    private static SslContext clientTls;
    private static TestCertificates certs;

    @BeforeAll
    static void startTlsServer() throws Exception {
        certDir = Files.createTempDirectory("zkwire-tls-test");
        certs = TestCertificates.create(certDir);
        // Server authentication only: the client presents no certificate.
        ensemble = TestServers.start(certs.server("none").saslDigestUsers(SaslJaas.USERS).build());
        clientTls = SslContextBuilder.forClient().trustManager(certs.caCertificate().toFile()).build();
    }

    @AfterAll
    static void stopTlsServer() throws Exception {
        if (ensemble != null) {
            ensemble.close();
        }
        if (certDir != null) {
            TestCertificates.deleteAll(certDir);
        }
    }

    private static ZkClientBuilder failingFast(String connectString) {
        return Clients.builder(connectString).connectionTimeoutMs(2_000).retryPolicy(new RetryNTimes(0, 0));
    }

    @Test
    void tlsClientWorksOnTheSecurePort() throws Exception {
        try (ZkClient client = Clients.started(Clients.builder(ensemble.secureConnectString()).tls(clientTls))) {
            client.create().forPath("/tls", new byte[] {1, 2, 3});
            assertArrayEquals(new byte[] {1, 2, 3}, client.getData().forPath("/tls"));
            client.delete().forPath("/tls");
        }
    }

    @Test
    void saslOverTls() throws Exception {
        try (ZkClient client = Clients.started(Clients.builder(ensemble.secureConnectString()).tls(clientTls)
                .saslJaas(SaslJaas.client("bob", "bob-secret"), "Client"))) {
            List<ClientInfo> identities = client.whoAmI();
            assertTrue(identities.contains(new ClientInfo("sasl", "bob")), () -> "whoAmI: " + identities);
        }
    }

    @Test
    void theGuideExamplesConnect() throws Exception {
        String secure = ensemble.secureConnectString();
        char[] password = certs.password().toCharArray();
        try (ZkClient client = TlsJdkContext.start(secure, certs.trustStore(), password)) {
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "the JDK SSLContext example");
        }
        try (ZkClient client = withSystemProperties(Map.of(), () -> TlsSystemProperties.start(secure,
                certs.trustStore().toString(), certs.password()))) {
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "the system properties example");
        }
        Path file = Files.writeString(certDir.resolve("guide.properties"), "zookeeper.client.secure=true\n"
                + "zookeeper.ssl.trustStore.location=" + certs.trustStore() + "\n"
                + "zookeeper.ssl.trustStore.password=" + certs.password() + "\n");
        try (ZkClient client = TlsConfigFile.start(secure, file)) {
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "the config file example");
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void theGuideShowsItsExamplesAsRun() throws IOException {
        assertEquals(List.of(GuideSnippets.shown(TlsJdkContext.class), GuideSnippets.shown(TlsSystemProperties.class),
                GuideSnippets.shown(TlsConfigFile.class)), GuideSnippets.javaBlocks(Path.of("../docs/guide/tls.md")));
    }

    @Test
    void zooKeeperSystemPropertiesWithAPemTrustStoreConnect() throws Exception {
        Map<String, String> properties = Map.of("zookeeper.client.secure", "true",
                "zookeeper.ssl.trustStore.location", certs.caCertificate().toString());
        try (ZkClient client = withSystemProperties(properties,
                () -> Clients.builder(ensemble.secureConnectString()).build())) {
            client.start();
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "a session over TLS from the properties");
        }
    }

    @Test
    void theConfigFileNamedByZookeeperClientConfigIsRead() throws Exception {
        Path file = certDir.resolve("zk-client.properties");
        Files.writeString(file, "zookeeper.client.secure=true\n"
                + "zookeeper.ssl.trustStore.location=" + certs.trustStore() + "\n"
                + "zookeeper.ssl.trustStore.password=" + certs.password() + "\n");
        try (ZkClient client = withSystemProperties(Map.of("zookeeper.client.config", file.toString()),
                () -> Clients.builder(ensemble.secureConnectString()).build())) {
            client.start();
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "a session over TLS from the file");
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void aServerSignedByAnUntrustedCaIsRefusedSayingSo() throws Exception {
        try (ZkClient client = failingFast(ensemble.secureConnectString()).tls(SSLContext.getDefault()).build()) {
            client.start();
            KeeperException e = Await.keeperError(KeeperException.Code.CONNECTIONLOSS,
                    () -> client.checkExists().forPath("/"));
            assertTrue(e.getMessage().contains("is not signed by a CA the client trusts"), e::getMessage);
        }
    }

    /**
     * Builds with these system properties set, then clears them and every {@code zookeeper.*} property the
     * build set (the client reads them when built).
     */
    private static ZkClient withSystemProperties(Map<String, String> properties, Supplier<ZkClient> build) {
        properties.forEach(System::setProperty);
        try {
            return build.get();
        } finally {
            System.getProperties().stringPropertyNames().stream().filter(name -> name.startsWith("zookeeper."))
                    .forEach(System::clearProperty);
        }
    }

    @Test
    void plainClientOnTheSecurePortFailsFastSayingWhy() throws Exception {
        assertFailsMentioningTls(failingFast(ensemble.secureConnectString()));
    }

    @Test
    void tlsClientOnThePlainPortFailsFastSayingWhy() throws Exception {
        assertFailsMentioningTls(failingFast(ensemble.connectString()).tls(clientTls));
    }

    /** No session; the first operation fails within the connection timeout, and the error names TLS/SSL. */
    private static void assertFailsMentioningTls(ZkClientBuilder builder) throws Exception {
        try (ZkClient client = builder.build()) {
            client.start();
            assertFalse(client.blockUntilConnected(1, TimeUnit.SECONDS), "no session can be made this way");
            KeeperException e = Await.keeperError(KeeperException.Code.CONNECTIONLOSS,
                    () -> client.checkExists().forPath("/"));
            assertTrue(mentionsTls(e), () -> "the error should say TLS/SSL is the problem: " + describe(e));
        }
    }

    private static boolean mentionsTls(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String text = (t.getClass().getName() + " " + t.getMessage()).toLowerCase(Locale.ROOT);
            if (text.contains("tls") || text.contains("ssl")) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        StringBuilder chain = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            chain.append(t).append(" <- ");
        }
        return chain.toString();
    }
}
