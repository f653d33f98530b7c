package io.zkwire.testkit;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Everything a {@link ZkEnsemble.Builder} collects; immutable, {@link #with} returns a changed copy.
 *
 * @param serverProperties extra zoo.cfg lines, overriding the kit's defaults
 * @param systemProperties extra {@code -D} options of each server JVM
 * @param jvmArgs extra options of each server JVM, after the kit's defaults (so a later {@code -Xmx} wins)
 * @param peerLinks how servers reach one another, or null for directly
 * @param layout the directory and ports chosen before start, or null for a fresh directory and free ports
 */
record EnsembleSettings(int servers, String version, Duration tickTime, Map<String, String> serverProperties,
        Map<String, String> systemProperties, List<String> jvmArgs, boolean secureClientPort,
        Duration startTimeout, PeerLinks peerLinks, Layout layout) {

    static final String DEFAULT_VERSION = "3.9.5";

    EnsembleSettings {
        if (servers < 1) {
            throw new IllegalArgumentException("an ensemble needs at least 1 server, got " + servers);
        }
        ZkVersion.parse(Objects.requireNonNull(version, "version"));
        Objects.requireNonNull(tickTime, "tickTime");
        Objects.requireNonNull(startTimeout, "startTimeout");
        if (tickTime.toMillis() < 1) {
            throw new IllegalArgumentException("tickTime must be at least 1 ms, got " + tickTime);
        }
        if (startTimeout.isNegative() || startTimeout.isZero()) {
            throw new IllegalArgumentException("startTimeout must be positive, got " + startTimeout);
        }
        serverProperties = frozen(serverProperties);
        systemProperties = frozen(systemProperties);
        jvmArgs = List.copyOf(jvmArgs);
        if (layout != null && layout.ports().size() != servers) {
            throw new IllegalArgumentException("the layout has ports for " + layout.ports().size()
                    + " servers, the ensemble " + servers);
        }
    }

    /** Where an ensemble lives, fixed before it starts: its root directory and each server's ports. */
    record Layout(Path root, List<ServerPorts> ports) {
        Layout {
            Objects.requireNonNull(root, "root");
            ports = List.copyOf(ports);
        }
    }

    static EnsembleSettings defaults() {
        return new EnsembleSettings(1, ClasspathServer.defaultVersion(), Duration.ofMillis(500), Map.of(), Map.of(), List.of(),
                false, Duration.ofSeconds(60), null, null);
    }

    /** A copy with {@code change} applied to a mutable draft of these settings. */
    EnsembleSettings with(Consumer<Draft> change) {
        Draft draft = new Draft(this);
        change.accept(draft);
        return draft.freeze();
    }

    /** An unmodifiable copy that keeps the insertion order, so zoo.cfg lists properties as they were given. */
    private static Map<String, String> frozen(Map<String, String> map) {
        map.forEach((key, value) -> {
            Objects.requireNonNull(key, "property name");
            Objects.requireNonNull(value, () -> "value of property " + key);
        });
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /** The settings while one of them is being changed; validated again when frozen. */
    static final class Draft {
        int servers;
        String version;
        Duration tickTime;
        final Map<String, String> serverProperties;
        final Map<String, String> systemProperties;
        final List<String> jvmArgs;
        boolean secureClientPort;
        Duration startTimeout;
        PeerLinks peerLinks;
        Layout layout;

        private Draft(EnsembleSettings settings) {
            servers = settings.servers;
            version = settings.version;
            tickTime = settings.tickTime;
            serverProperties = new LinkedHashMap<>(settings.serverProperties);
            systemProperties = new LinkedHashMap<>(settings.systemProperties);
            jvmArgs = new ArrayList<>(settings.jvmArgs);
            secureClientPort = settings.secureClientPort;
            startTimeout = settings.startTimeout;
            peerLinks = settings.peerLinks;
            layout = settings.layout;
        }

        private EnsembleSettings freeze() {
            return new EnsembleSettings(servers, version, tickTime, serverProperties, systemProperties, jvmArgs,
                    secureClientPort, startTimeout, peerLinks, layout);
        }
    }
}
