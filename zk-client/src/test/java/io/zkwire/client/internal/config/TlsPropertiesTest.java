// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** ZooKeeper's client properties: which source wins, and the errors for stores that cannot be read. */
class TlsPropertiesTest {

    private Path dir;

    @BeforeEach
    void makeDir() throws IOException {
        dir = Files.createTempDirectory("zkwire-tls-properties");
    }

    @AfterEach
    void clean() throws IOException {
        System.clearProperty(ZkClientProperties.REQUEST_TIMEOUT);
        try (var files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(dir);
    }

    @Test
    void theConfigFileOverridesTheSystemProperties() throws IOException {
        System.setProperty(ZkClientProperties.REQUEST_TIMEOUT, "100");
        assertEquals(100, ZkClientProperties.load(null).nonNegative(ZkClientProperties.REQUEST_TIMEOUT, 0));
        Path file = Files.writeString(dir.resolve("zk.properties"), "zookeeper.request.timeout = 200\n");
        assertEquals(200, ZkClientProperties.load(file).nonNegative(ZkClientProperties.REQUEST_TIMEOUT, 0));
    }

    @Test
    void aBadRequestTimeoutNamesTheProperty() {
        System.setProperty(ZkClientProperties.REQUEST_TIMEOUT, "soon");
        var e = assertThrows(IllegalStateException.class,
                () -> ZkClientProperties.load(null).nonNegative(ZkClientProperties.REQUEST_TIMEOUT, 0));
        assertTrue(e.getMessage().startsWith("zookeeper.request.timeout must be a whole number >= 0, was \"soon\""),
                e::getMessage);
    }

    @Test
    void aMissingConfigFileIsNamed() {
        var e = assertThrows(IllegalStateException.class, () -> ZkClientProperties.load(dir.resolve("none")));
        assertTrue(e.getMessage().contains("cannot read the ZooKeeper client config file"), e::getMessage);
    }

    @Test
    void plainUnlessSecure() {
        assertNull(Tls.of(null, null, null, ZkClientProperties.load(null)));
    }

    @Test
    void anEncryptedPemKeyIsRefusedSayingHowToConvertIt() throws IOException {
        Path pem = Files.writeString(dir.resolve("key.pem"),
                "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n");
        var e = assertThrows(IllegalStateException.class,
                () -> KeyStores.load("zookeeper.ssl.keyStore", pem, null, null));
        assertTrue(e.getMessage().contains("ENCRYPTED PRIVATE KEY is not supported"), e::getMessage);
        assertTrue(e.getMessage().contains("openssl pkcs8 -topk8 -nocrypt"), e::getMessage);
    }

    @Test
    void anUnknownExtensionAsksForTheType() {
        var e = assertThrows(IllegalStateException.class,
                () -> KeyStores.load("zookeeper.ssl.trustStore", dir.resolve("trust.store"), null, null));
        assertTrue(e.getMessage().contains("set zookeeper.ssl.trustStore.type to JKS, PKCS12 or PEM"), e::getMessage);
    }
}
