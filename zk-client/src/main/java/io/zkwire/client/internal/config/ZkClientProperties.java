// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * ZooKeeper's client properties as its {@code ZKClientConfig} reads them: the system properties, overridden by
 * a client config file (the builder's, else the one named by {@code zookeeper.client.config}).
 */
public final class ZkClientProperties {

    public static final String CONFIG_FILE = "zookeeper.client.config";
    public static final String SECURE = "zookeeper.client.secure";
    public static final String REQUEST_TIMEOUT = "zookeeper.request.timeout";
    public static final String HOSTNAME_VERIFICATION = "zookeeper.ssl.hostnameVerification";
    public static final String PROTOCOL = "zookeeper.ssl.protocol";
    public static final String ENABLED_PROTOCOLS = "zookeeper.ssl.enabledProtocols";
    public static final String CIPHER_SUITES = "zookeeper.ssl.ciphersuites";
    static final String KEY_STORE = "zookeeper.ssl.keyStore";
    static final String TRUST_STORE = "zookeeper.ssl.trustStore";

    private final Map<String, String> values;
    private final String source;

    private ZkClientProperties(Map<String, String> values, String source) {
        this.values = values;
        this.source = source;
    }

    /**
     * Reads the system properties and then the file (whose values win, as in ZooKeeper).
     *
     * @param file the builder's config file, or null for {@code zookeeper.client.config}'s (if set)
     * @throws IllegalStateException if the file cannot be read, naming it
     */
    public static ZkClientProperties load(Path file) {
        Map<String, String> values = new HashMap<>();
        System.getProperties().forEach((k, v) -> values.put(k.toString(), v.toString()));
        Path config = file != null ? file : pathOf(values.get(CONFIG_FILE));
        if (config == null) {
            return new ZkClientProperties(values, "the system properties");
        }
        Properties fromFile = new Properties();
        try (Reader in = Files.newBufferedReader(config, StandardCharsets.UTF_8)) {
            fromFile.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the ZooKeeper client config file " + config.toAbsolutePath()
                    + " (" + e + "); fix the path given to zkClientConfig(...) or " + CONFIG_FILE, e);
        }
        fromFile.forEach((k, v) -> values.put(k.toString().trim(), v.toString().trim()));
        return new ZkClientProperties(values, "the system properties and " + config.toAbsolutePath());
    }

    private static Path pathOf(String value) {
        return value == null || value.isBlank() ? null : Path.of(value.trim());
    }

    /** The value, trimmed; null if unset or blank. */
    public String get(String name) {
        String value = values.get(name);
        return value == null || value.isBlank() ? null : value.trim();
    }

    /** As ZooKeeper's {@code getBoolean}: true only for "true" (any case); the default if unset. */
    public boolean flag(String name, boolean defaultValue) {
        String value = get(name);
        return value == null ? defaultValue : value.toLowerCase(Locale.ROOT).equals("true");
    }

    /**
     * A whole number of at least 0; the default if unset.
     *
     * @throws IllegalStateException if it is not one, naming the property
     */
    public long nonNegative(String name, long defaultValue) {
        String value = get(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            long parsed = Long.parseLong(value);
            if (parsed >= 0) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalStateException(name + " must be a whole number >= 0, was \"" + value + "\" (from "
                + source + ")");
    }

    /** Where the values came from, for messages. */
    public String source() {
        return source;
    }
}
