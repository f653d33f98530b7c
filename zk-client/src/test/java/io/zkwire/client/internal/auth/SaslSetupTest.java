// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.testkit.ClientJaas;
import java.util.Map;
import java.util.Set;
import javax.security.auth.Subject;
import javax.security.auth.kerberos.KerberosPrincipal;
import javax.security.auth.kerberos.KerberosTicket;
import javax.security.auth.login.Configuration;
import org.junit.jupiter.api.Test;

/** How SASL settings become an identity: ZooKeeper's client's choices, and clear errors for what cannot work. */
class SaslSetupTest {

    private static Configuration section(String name, String loginModule, Map<String, String> options) {
        return ClientJaas.section(name, loginModule, options);
    }

    private static final String DIGEST_MODULE = ClientJaas.DIGEST_LOGIN_MODULE;

    @Test
    void disabledMeansNoSasl() {
        assertNull(SaslSetup.resolve(SaslSettings.DISABLED));
    }

    @Test
    void aSectionWithUsernameAndPasswordGivesDigestMd5() {
        Configuration jaas = section("Client", DIGEST_MODULE, Map.of("username", "bob", "password", "pw"));

        SaslIdentity identity = SaslSetup.resolve(SaslSettings.jaas(jaas, "Client"));

        assertEquals("DIGEST-MD5", identity.mechanism());
        assertEquals("DIGEST-MD5 as 'bob' (JAAS section 'Client')", identity.describe());
    }

    @Test
    void aMissingSectionSaysWhichAndWhatToDo() {
        Configuration jaas = section("Client", DIGEST_MODULE, Map.of("username", "bob", "password", "pw"));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> SaslSetup.resolve(SaslSettings.jaas(jaas, "ZkClient")));

        assertTrue(e.getMessage().contains("no JAAS section 'ZkClient'"), e::getMessage);
        assertTrue(e.getMessage().contains("add the section"), e::getMessage);
    }

    @Test
    void aSectionWithoutCredentialsSaysWhatIsMissing() {
        Configuration jaas = section("Client", DIGEST_MODULE, Map.of("username", "bob"));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> SaslSetup.resolve(SaslSettings.jaas(jaas, "Client")));

        assertTrue(e.getMessage().contains("password=\"...\""), e::getMessage);
    }

    @Test
    void aSubjectWithoutPrincipalsGivesDigestMd5FromItsCredentials() {
        Subject subject = new Subject(false, Set.of(), Set.of("carol"), Set.of("carol-pw"));

        SaslIdentity identity = SaslSetup.resolve(SaslSettings.subject(subject));

        assertEquals("DIGEST-MD5 as 'carol' (the Subject given to the builder)", identity.describe());
    }

    @Test
    void aSubjectWithPrincipalsGivesGssapi() {
        Subject subject = new Subject(false, Set.of(new KerberosPrincipal("dave@EXAMPLE.COM")), Set.of(), Set.of());

        SaslIdentity identity = SaslSetup.resolve(SaslSettings.subject(subject));

        assertEquals("GSSAPI as 'dave@EXAMPLE.COM' (the Subject given to the builder)", identity.describe());
    }

    @Test
    void anEmptySubjectIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> SaslSetup.resolve(SaslSettings.subject(new Subject())));

        assertTrue(e.getMessage().contains("no principals"), e::getMessage);
    }

    @Test
    void byDefaultZookeeperSaslClientFalseTurnsSaslOff() {
        String before = System.setProperty(SaslSetup.ENABLED_PROPERTY, "false");
        try {
            assertNull(SaslSetup.resolve(SaslSettings.SYSTEM));
        } finally {
            restore(SaslSetup.ENABLED_PROPERTY, before);
        }
    }

    @Test
    void theServicePrincipalFollowsZookeepersProperties() {
        assertEquals("zookeeper/zk1.example.com", new ServicePrincipal(null, "zookeeper", false).forHost("zk1.example.com"));
        assertEquals("zk/fixed@R", new ServicePrincipal("zk/fixed@R", "zookeeper", true).forHost("other"));
        assertArrayEquals(new String[] {"zookeeper", "zk1"}, ServicePrincipal.split("zookeeper/zk1@EXAMPLE.COM"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServicePrincipal.split("zookeeper"));
        assertTrue(e.getMessage().contains("zookeeper.server.principal"), e::getMessage);
    }

    @Test
    void aTicketIsRenewedInTheLastFifthOfItsLife() {
        long start = 1_000_000_000_000L;
        long hour = 3_600_000;
        Subject subject = new Subject();
        subject.getPrivateCredentials().add(ticket("krbtgt/EXAMPLE.COM@EXAMPLE.COM", start, start + 10 * hour));

        assertFalse(SaslIdentity.ticketGrantingTicketAging(subject, start + 7 * hour));
        assertTrue(SaslIdentity.ticketGrantingTicketAging(subject, start + 8 * hour));
        assertTrue(SaslIdentity.ticketGrantingTicketAging(new Subject(), start), "no ticket at all");
    }

    private static KerberosTicket ticket(String server, long startMs, long endMs) {
        return new KerberosTicket(new byte[] {1}, new KerberosPrincipal("eve@EXAMPLE.COM"),
                new KerberosPrincipal(server), new byte[16], 17, null, new java.util.Date(startMs),
                new java.util.Date(startMs), new java.util.Date(endMs), null, null);
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}
