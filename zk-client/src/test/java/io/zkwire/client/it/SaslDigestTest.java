// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ACLProvider;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Id;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.security.auth.login.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** SASL DIGEST-MD5 against a real server with SASLAuthenticationProvider and a JAAS 'Server' section. */
class SaslDigestTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer(SaslJaas::server);

    private static final List<ACL> ALICE_ONLY = List.of(new ACL(Perms.ALL, new Id("sasl", "alice")));

    private static final class AliceOnly implements ACLProvider {
        @Override
        public List<ACL> getDefaultAcl() {
            return ALICE_ONLY;
        }

        @Override
        public List<ACL> getAclForPath(String path) {
            return ALICE_ONLY;
        }
    }

    private ZkClient clientAs(String user) {
        return server.client(b -> b.saslJaas(SaslJaas.client(user, SaslJaas.USERS.get(user)), "Client"));
    }

    @Test
    void authenticatesOnConnectAndOperates() throws Exception {
        ZkClient alice = clientAs("alice");

        alice.create().forPath(server.root(), new byte[] {1});

        assertArrayEquals(new byte[] {1}, alice.getData().forPath(server.root()));
        List<ClientInfo> identities = alice.whoAmI();
        assertTrue(identities.contains(new ClientInfo("sasl", "alice")), () -> "whoAmI returned " + identities);
    }

    @Test
    void saslAclFromTheAclProviderKeepsAnotherIdentityOut() throws Exception {
        ZkClient alice = server.client(b -> b.saslJaas(SaslJaas.client("alice", "alice-secret"), "Client")
                .aclProvider(new AliceOnly()));
        ZkClient bob = clientAs("bob");
        String node = server.path("a/b");

        alice.create().creatingParentsIfNeeded().forPath(node, new byte[] {7});

        assertEquals(ALICE_ONLY, alice.getACL().forPath(server.path("a")));
        Await.keeperError(Code.NOAUTH, () -> bob.delete().forPath(node));
        Await.keeperError(Code.NOAUTH, () -> bob.getData().forPath(node));
        alice.delete().forPath(node);
    }

    @Test
    void wrongPasswordFailsOnceAndDoesNotReconnect() throws Exception {
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal")) {
            StateRecorder states = new StateRecorder();
            ZkClient client = server.closeAfterTest(Clients.builder(server.connectString())
                    .saslJaas(SaslJaas.client("alice", "guess"), "Client").build());
            client.addConnectionStateListener(states);
            client.start();

            assertEquals(List.of(), states.awaitState(ConnectionState.LOST));
            KeeperException refused = Await.keeperError(Code.AUTHFAILED, () -> client.getData().forPath("/"));
            assertTrue(refused.getMessage().contains("rejected SASL DIGEST-MD5 as 'alice'"), refused::getMessage);
            assertTrue(refused.getMessage().contains("user_<name>=<password>"), refused::getMessage);

            // Absence takes a bounded wait: several reconnect delays pass without another attempt.
            assertFalse(client.blockUntilConnected(2, TimeUnit.SECONDS));
            assertEquals(List.of(), states.drain());
            assertEquals(1, log.lines("SEVERE").size(), () -> "errors: " + log.lines("SEVERE"));
            // Other tests' clients on this shared server may log their own closes here: count this client's.
            assertEquals(1, log.lines("FINE").stream().filter(l -> l.contains("rejected SASL")).count(),
                    () -> "connections: " + log.lines("FINE"));
            assertEquals(1, Files.readAllLines(server.ensemble().server(0).logFile()).stream()
                    .filter(l -> l.contains("failed to SASL authenticate")).count());
        }
    }

    /**
     * The official client's default path: a JAAS file named by {@code java.security.auth.login.config}, its
     * section by {@code zookeeper.sasl.clientconfig}, and no SASL option on the builder. The JVM-wide settings
     * are restored afterwards, so that the other tests' clients go on without SASL.
     */
    @Test
    void aJaasFileNamedBySystemPropertiesIsUsedWithoutABuilderOption() throws Exception {
        Path jaasFile = Files.createTempFile("zkwire-client-jaas", ".conf");
        Files.writeString(jaasFile, """
                AppClient {
                    org.apache.zookeeper.server.auth.DigestLoginModule required
                    username="bob"
                    password="bob-secret";
                };
                """);
        String[] properties = {"java.security.auth.login.config", "zookeeper.sasl.clientconfig", "zookeeper.sasl.client"};
        Map<String, String> before = new HashMap<>();
        for (String property : properties) {
            before.put(property, System.getProperty(property));
        }
        try {
            System.setProperty("java.security.auth.login.config", jaasFile.toString());
            System.setProperty("zookeeper.sasl.clientconfig", "AppClient");
            Configuration.setConfiguration(null); // the JVM's JAAS configuration is read again, from the file
            ZkClient bob = server.client(b -> b);
            assertTrue(bob.whoAmI().contains(new ClientInfo("sasl", "bob")), () -> "whoAmI: " + whoAmI(bob));

            System.setProperty("zookeeper.sasl.client", "no"); // the official client enables SASL only for "true"
            ZkClient plain = server.client(b -> b);
            assertFalse(whoAmI(plain).stream().anyMatch(i -> i.authScheme().equals("sasl")), () -> "whoAmI: " + whoAmI(plain));
        } finally {
            before.forEach((property, value) -> {
                if (value == null) {
                    System.clearProperty(property);
                } else {
                    System.setProperty(property, value);
                }
            });
            Configuration.setConfiguration(null);
            Files.delete(jaasFile);
        }
    }

    private static List<ClientInfo> whoAmI(ZkClient client) {
        try {
            return client.whoAmI();
        } catch (Exception e) {
            throw new AssertionError("whoAmI failed", e);
        }
    }

    @Test
    void aMissingJaasSectionIsRefusedWhenBuilt() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Clients.builder(server.connectString()).saslJaas(SaslJaas.client("a", "b"), "Elsewhere").build());
        assertTrue(e.getMessage().contains("no JAAS section 'Elsewhere'"), e::getMessage);
    }
}
