// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.testkit.ClientJaas;
import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.security.auth.login.Configuration;
import org.apache.kerby.kerberos.kerb.server.SimpleKdcServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Kerberos (GSSAPI) against a real server, with an in-process KDC (Apache Kerby) on 127.0.0.1: the server
 * logs in as {@code zookeeper/localhost}, the client as {@code alice} from a keytab, through a JAAS section with
 * Krb5LoginModule, and asks for the service principal {@code zookeeper/<canonical name of 127.0.0.1>}.
 */
@Timeout(120)
class SaslKerberosTest {

    private static final String REALM = "EXAMPLE.COM";
    private static final String KRB5_CONF = "java.security.krb5.conf";

    private static Path dir;
    private static SimpleKdcServer kdc;
    private static ZkEnsemble ensemble;
    private static Path clientKeytab;
    private static String previousKrb5Conf;

    @BeforeAll
    static void startKdcAndServer() throws Exception {
        dir = Files.createTempDirectory("zkwire-kerberos-test");
        int port = freePort();
        kdc = new SimpleKdcServer();
        kdc.setWorkDir(dir.toFile());
        kdc.setKdcHost("127.0.0.1");
        kdc.setKdcRealm(REALM);
        kdc.setAllowUdp(false);
        kdc.setKdcTcpPort(port);
        kdc.init();
        kdc.start();
        Path serverKeytab = dir.resolve("server.keytab");
        clientKeytab = dir.resolve("client.keytab");
        String serverPrincipal = "zookeeper/" + InetAddress.getByName("127.0.0.1").getCanonicalHostName() + "@" + REALM;
        kdc.createAndExportPrincipals(serverKeytab.toFile(), serverPrincipal);
        kdc.createAndExportPrincipals(clientKeytab.toFile(), "alice@" + REALM);
        Path krb5 = Files.writeString(dir.resolve("krb5-zkwire.conf"), "[libdefaults]\n  default_realm = " + REALM
                + "\n  udp_preference_limit = 1\n  dns_lookup_kdc = false\n  dns_lookup_realm = false\n[realms]\n  "
                + REALM + " = {\n    kdc = 127.0.0.1:" + port + "\n  }\n");
        // The JDK's Kerberos settings are JVM-wide: only this test uses them, and its login re-reads them.
        previousKrb5Conf = System.setProperty(KRB5_CONF, krb5.toString());
        Path serverJaas = Files.writeString(dir.resolve("server.jaas"), "Server {\n"
                + "  com.sun.security.auth.module.Krb5LoginModule required useKeyTab=true storeKey=true"
                + " useTicketCache=false keyTab=\"" + serverKeytab + "\" principal=\"" + serverPrincipal + "\";\n};\n");
        ensemble = TestServers.start(TestServers.standaloneBuilder()
                .systemProperty("java.security.auth.login.config", serverJaas.toString())
                .systemProperty(KRB5_CONF, krb5.toString())
                .systemProperty("zookeeper.authProvider.1", "org.apache.zookeeper.server.auth.SASLAuthenticationProvider")
                .build());
    }

    @AfterAll
    static void stopServerAndKdc() throws Exception {
        try {
            if (ensemble != null) {
                ensemble.close();
            }
            if (kdc != null) {
                kdc.stop();
            }
        } finally {
            if (previousKrb5Conf == null) {
                System.clearProperty(KRB5_CONF);
            } else {
                System.setProperty(KRB5_CONF, previousKrb5Conf);
            }
            deleteAll(dir);
        }
    }

    /** The official client's JAAS 'Client' section for a keytab login, here given to the client alone. */
    private static Configuration clientJaas() {
        return ClientJaas.section("Client", "com.sun.security.auth.module.Krb5LoginModule", Map.of("useKeyTab", "true",
                "keyTab", clientKeytab.toString(), "principal", "alice@" + REALM, "storeKey", "true",
                "useTicketCache", "false", "doNotPrompt", "true", "refreshKrb5Config", "true"));
    }

    @Test
    void aKerberosClientAuthenticatesAndOperates() throws Exception {
        try (ZkClient alice = Clients.started(Clients.builder(ensemble.connectString()).saslJaas(clientJaas(), "Client"))) {
            alice.create().forPath("/kerberos", new byte[] {5});

            assertArrayEquals(new byte[] {5}, alice.getData().forPath("/kerberos"));
            List<ClientInfo> identities = alice.whoAmI();
            assertTrue(identities.contains(new ClientInfo("sasl", "alice@" + REALM)), () -> "whoAmI: " + identities);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        }
    }

    private static void deleteAll(Path root) throws IOException {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path p : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
