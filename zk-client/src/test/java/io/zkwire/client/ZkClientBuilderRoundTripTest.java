// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.handler.ssl.SslContextBuilder;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import io.zkwire.client.retry.RetryOneTime;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import javax.net.ssl.SSLContext;
import javax.security.auth.Subject;
import javax.security.auth.login.AppConfigurationEntry;
import javax.security.auth.login.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every setting survives {@code client.newBuilder().build()}, and every setting can be read back. Settings are
 * found by reflection on {@link ZkClientSettings}' fields, so a setting added there without a change below, or
 * without a getter that shows it, fails this test. Clients are built, never started (no server needed).
 */
@Timeout(60)
class ZkClientBuilderRoundTripTest {

    private static final String HOSTS = "127.0.0.1:1";
    /** The one setting newBuilder() leaves out: two clients must not share a session. */
    private static final String REJOIN = "rejoinSession";
    private static NioEventLoopGroup group;
    private static Path configFile;
    /** One builder call per setting, each away from the default; applied to a builder that has only HOSTS. */
    private static Map<String, UnaryOperator<ZkClientBuilder>> changes;

    @BeforeAll
    static void changes() throws GeneralSecurityException, IOException {
        group = new NioEventLoopGroup(1);
        var sslContext = SslContextBuilder.forClient().build();
        SSLContext jdkContext = SSLContext.getInstance("TLS");
        jdkContext.init(null, null, null);
        configFile = Files.createTempFile("zkwire-round-trip", ".properties");
        Subject subject = new Subject();
        subject.getPublicCredentials().add("user");
        subject.getPrivateCredentials().add("password");
        Configuration jaas = new Configuration() {
            @Override
            public AppConfigurationEntry[] getAppConfigurationEntry(String name) {
                return new AppConfigurationEntry[] {new AppConfigurationEntry("DigestLoginModule",
                        AppConfigurationEntry.LoginModuleControlFlag.REQUIRED,
                        Map.of("username", "user", "password", "password"))};
            }
        };
        Map<String, UnaryOperator<ZkClientBuilder>> c = new LinkedHashMap<>();
        c.put("connectString", b -> b.connectString("127.0.0.1:1,127.0.0.1:2/chroot"));
        c.put("namespace", b -> b.namespace("ns"));
        c.put("sessionTimeoutMs", b -> b.sessionTimeoutMs(12_345));
        c.put("connectionTimeoutMs", b -> b.connectionTimeoutMs(2_345));
        c.put(REJOIN, b -> b.rejoinSession(0x1234, new byte[16]));
        c.put("retryPolicy", b -> b.retryPolicy(new RetryOneTime(10)));
        c.put("authorization", b -> b.authorization("digest", "u:p".getBytes(StandardCharsets.UTF_8)));
        c.put("canBeReadOnly", b -> b.canBeReadOnly(true));
        c.put("ensembleTracker", b -> b.ensembleTracker(true));
        c.put("tls", b -> b.tls(sslContext));
        c.put("tlsJdk", b -> b.tls(jdkContext));
        c.put("tlsHostnameVerification", b -> b.tlsHostnameVerification(false));
        c.put("zkClientConfig", b -> b.zkClientConfig(configFile));
        c.put("requestTimeoutMs", b -> b.requestTimeoutMs(1_234));
        c.put("eventLoopGroup", b -> b.eventLoopGroup(group));
        c.put("maxBufferBytes", b -> b.maxBufferBytes(4_096));
        c.put("aclProvider", b -> b.aclProvider(new ACLProvider() {
            @Override
            public List<io.zkwire.protocol.data.ACL> getDefaultAcl() { return List.of(); }

            @Override
            public List<io.zkwire.protocol.data.ACL> getAclForPath(String path) { return List.of(); }
        }));
        c.put("threadFactory", b -> b.threadFactory(r -> {
            Thread t = new Thread(r, "round-trip");
            t.setDaemon(true);
            return t;
        }));
        c.put("metricsListener", b -> b.metricsListener(new ClientMetricsListener() {}));
        c.put("ensembleTiming", b -> b.ensembleTiming(500, 3));
        c.put("ignoreFollowerLag", ZkClientBuilder::ignoreFollowerLag);
        c.put("connectionStateErrorPolicy", b -> b.connectionStateErrorPolicy(new SessionConnectionStateErrorPolicy()));
        c.put("connectionStateListenerManagerFactory", b -> b.connectionStateListenerManagerFactory(
                ConnectionStateListenerManagerFactory.circuitBreaking(new ExponentialBackoffRetry(10, 1))));
        c.put("saslDisabled", ZkClientBuilder::saslDisabled);
        c.put("saslJaas", b -> b.saslJaas(jaas, "Client"));
        c.put("saslSubject", b -> b.saslSubject(subject));
        c.put("compressionProvider", b -> b.compressionProvider(new GzipCompressionProvider()));
        c.put("enableCompression", ZkClientBuilder::enableCompression);
        changes = c;
    }

    @AfterAll
    static void stopGroup() throws IOException {
        group.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.SECONDS).syncUninterruptibly();
        Files.deleteIfExists(configFile);
    }

    private static ZkClientBuilder changed(String setting) {
        return changes.get(setting).apply(ZkClient.builder().connectString(HOSTS));
    }

    @Test
    void everySettingHasAChangeInThisTest() throws ReflectiveOperationException {
        ZkClientSettings defaults = ZkClient.builder().connectString(HOSTS).settings();
        List<String> unchanged = new ArrayList<>();
        for (Field field : settingFields()) {
            boolean moved = false;
            for (String setting : changes.keySet()) {
                moved |= !Objects.equals(field.get(defaults), field.get(changed(setting).settings()));
            }
            if (!moved) {
                unchanged.add(field.getName());
            }
        }
        assertEquals(List.of(), unchanged, "settings no builder call in this test changes: add one to changes()");
    }

    @Test
    void everySettingShowsInAGetter() throws ReflectiveOperationException {
        Map<String, Object> defaults = getters(ZkClient.builder().connectString(HOSTS).settings());
        List<String> invisible = new ArrayList<>();
        for (String setting : changes.keySet()) {
            if (getters(changed(setting).settings()).equals(defaults)) {
                invisible.add(setting);
            }
        }
        assertEquals(List.of(), invisible, "settings no public getter of ZkClientSettings shows");
    }

    @Test
    void everySettingRoundTripsThroughNewBuilder() throws ReflectiveOperationException {
        for (String setting : changes.keySet()) {
            ZkClientBuilder builder = changed(setting);
            try (ZkClient first = builder.build(); ZkClient second = first.newBuilder().build()) {
                assertEquals(getters(builder.settings()), getters(first.settings()), setting + ": built client");
                if (setting.equals(REJOIN)) {
                    assertEquals(0, second.settings().rejoinSessionId(), "newBuilder() drops the session to rejoin");
                    continue;
                }
                assertEquals(getters(first.settings()), getters(second.settings()), setting + ": newBuilder()");
                assertEquals(fields(first.settings()), fields(second.settings()), setting + ": newBuilder() fields");
            }
        }
    }

    @Test
    void aDerivedClientChangesOnlyWhatItSets() throws ReflectiveOperationException {
        ZkClientBuilder builder = changed("sessionTimeoutMs").namespace("first").canBeReadOnly(true);
        try (ZkClient first = builder.build(); ZkClient second = first.newBuilder().namespace("second").build()) {
            assertEquals("/first", first.namespace());
            assertEquals("/second", second.namespace());
            Map<String, Object> expected = getters(first.settings());
            expected.put("namespace", "second");
            assertEquals(expected, getters(second.settings()));
            assertEquals("first", first.settings().namespace(), "the first client's settings are untouched");
        }
    }

    @Test
    void badInputStillGetsItsMessage() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ZkClient.builder().sessionTimeoutMs(0));
        assertEquals("sessionTimeoutMs must be > 0, was 0", e.getMessage());
        var missing = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> ZkClient.builder().build());
        assertTrue(missing.getMessage().startsWith("connectString is required"), missing::getMessage);
    }

    private static List<Field> settingFields() {
        List<Field> fields = new ArrayList<>();
        for (Field f : ZkClientSettings.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                fields.add(f);
            }
        }
        assertTrue(fields.size() >= 19, "expected the settings' fields, found " + fields);
        return fields;
    }

    private static Map<String, Object> fields(ZkClientSettings settings) throws ReflectiveOperationException {
        Map<String, Object> values = new TreeMap<>();
        for (Field f : settingFields()) {
            values.put(f.getName(), f.get(settings));
        }
        return values;
    }

    /** Every public no-argument getter of the settings, by name (arrays compared by content). */
    private static Map<String, Object> getters(ZkClientSettings settings) throws ReflectiveOperationException {
        Map<String, Object> values = new TreeMap<>();
        for (Method m : ZkClientSettings.class.getDeclaredMethods()) {
            if (Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())
                    && m.getParameterCount() == 0) {
                Object value = m.invoke(settings);
                values.put(m.getName(), value instanceof byte[] bytes ? Arrays.toString(bytes) : value);
            }
        }
        assertTrue(values.size() >= 19, "expected the settings' getters, found " + values.keySet());
        return values;
    }
}
