// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooKeeper;
import org.apache.zookeeper.client.ZKClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * ZooKeeper's own client as the control of zkwire's TLS: both read the same client config file, connect to the
 * same server (certificate for {@code localhost} only, client certificate required), and must agree on
 * whether a session comes up. A refusal is a client that has no session after {@link #REFUSED_AFTER_MS}: the
 * official client keeps retrying quietly, so that is the only sign both give.
 */
@Timeout(180)
class TlsOfficialClientControlTest {

    private static final long REFUSED_AFTER_MS = 5_000;

    /** A name of 127.0.0.1 (in the tests' hosts file) that the server's certificate does not have. */
    private static final String OTHER_HOST = "other-host.test";

    private static MutualTlsServer server;
    private static Path otherCaDir;
    private static TestCertificates otherCa;

    @BeforeAll
    static void startServerRequiringClientCertificates() throws Exception {
        server = MutualTlsServer.start("zkwire-tls-control");
        otherCaDir = Files.createTempDirectory("zkwire-tls-control-other-ca");
        otherCa = TestCertificates.create(otherCaDir, "dns:localhost", true);
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
        if (otherCaDir != null) {
            TestCertificates.deleteAll(otherCaDir);
        }
    }

    @Test
    void theNameTheCertificateHasConnectsBoth() throws Exception {
        assertBothAgree("localhost", mutualTls(server.certs), true);
    }

    @Test
    void aCertificateForAnotherHostIsRefusedByBoth() throws Exception {
        assertBothAgree(OTHER_HOST, mutualTls(server.certs), false);
    }

    @Test
    void aCertificateForAnotherHostIsAcceptedByBothWithVerificationOff() throws Exception {
        Map<String, String> config = mutualTls(server.certs);
        config.put("zookeeper.ssl.hostnameVerification", "false");
        assertBothAgree(OTHER_HOST, config, true);
    }

    /**
     * Where they differ: zkwire checks an IP address as written; the official client checks the name a reverse
     * lookup of the address gives (here {@code localhost}, which the certificate has), so it connects.
     */
    @Test
    void anIpAddressIsCheckedAsWrittenWhereTheOfficialClientChecksItsReverseLookup() throws Exception {
        Outcome outcome = connectBoth("127.0.0.1", mutualTls(server.certs), REFUSED_AFTER_MS);
        assertEquals(new Outcome(true, false), outcome);
    }

    @Test
    void mutualTlsRequiredAndNoClientCertificateIsRefusedByBoth() throws Exception {
        Map<String, String> config = mutualTls(server.certs);
        config.keySet().removeIf(key -> key.startsWith("zookeeper.ssl.keyStore."));
        assertBothAgree("localhost", config, false);
    }

    @Test
    void aServerSignedByAnUntrustedCaIsRefusedByBoth() throws Exception {
        Map<String, String> config = mutualTls(server.certs);
        config.put("zookeeper.ssl.trustStore.location", otherCa.trustStore().toString());
        assertBothAgree("localhost", config, false);
    }

    /** The client properties of a TLS client with {@code ca}'s trust store and client key store. */
    private static Map<String, String> mutualTls(TestCertificates ca) {
        Map<String, String> config = new HashMap<>();
        config.put("zookeeper.client.secure", "true");
        config.put("zookeeper.clientCnxnSocket", "org.apache.zookeeper.ClientCnxnSocketNetty");
        config.put("zookeeper.ssl.keyStore.location", ca.clientKeyStore().toString());
        config.put("zookeeper.ssl.keyStore.password", ca.password());
        config.put("zookeeper.ssl.keyStore.type", "PKCS12");
        config.put("zookeeper.ssl.trustStore.location", ca.trustStore().toString());
        config.put("zookeeper.ssl.trustStore.password", ca.password());
        config.put("zookeeper.ssl.trustStore.type", "PKCS12");
        return config;
    }

    /** Whether each client got a session. */
    private record Outcome(boolean official, boolean zkwire) {
    }

    /** Both clients, given the same config file, get a session on {@code host}, or neither does. */
    private static void assertBothAgree(String host, Map<String, String> properties, boolean connects)
            throws Exception {
        Outcome outcome = connectBoth(host, properties, connects ? Await.TIMEOUT.toMillis() : REFUSED_AFTER_MS);
        assertEquals(connects, outcome.official(), "the official client, the control");
        assertEquals(connects, outcome.zkwire(), "zkwire");
    }

    /** Starts both clients on {@code host} with the same config file; each gets {@code waitMs} to connect. */
    private static Outcome connectBoth(String host, Map<String, String> properties, long waitMs) throws Exception {
        Path config = server.writeProperties(properties);
        String connectString = host + ":" + server.port;
        CountDownLatch officialConnected = new CountDownLatch(1);
        ZooKeeper official = new ZooKeeper(connectString, 15_000, event -> {
            if (event.getState() == KeeperState.SyncConnected) {
                officialConnected.countDown();
            }
        }, new ZKClientConfig(config));
        try (ZkClient zkwire = Clients.builder(connectString).zkClientConfig(config).build()) {
            zkwire.start();
            long startNanos = System.nanoTime();
            boolean officialUp = officialConnected.await(waitMs, TimeUnit.MILLISECONDS);
            long leftMs = waitMs - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
            return new Outcome(officialUp, zkwire.blockUntilConnected(Math.max(0, leftMs), TimeUnit.MILLISECONDS));
        } finally {
            official.close();
            Files.delete(config);
        }
    }
}
