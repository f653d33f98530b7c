package io.zkwire.testkit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One member of an ensemble, fixed for its whole life so that a restart comes back on the same ports and data.
 *
 * @param id the server's {@code myid}, 1-based
 * @param members the ports of every member, member {@code i} at index {@code i - 1}
 * @param dir the server's own directory: zoo.cfg, logs and the {@code data} directory
 */
record ServerSpec(int id, EnsembleSettings settings, List<ServerPorts> members, Path dir) {

    /** Small, quick to start on two cores; the tests' servers hold little data. */
    private static final List<String> DEFAULT_JVM_ARGS =
            List.of("-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData");

    ServerSpec {
        members = List.copyOf(members);
        if (id < 1 || id > members.size()) {
            throw new IllegalArgumentException("server id " + id + " outside 1.." + members.size());
        }
    }

    ServerPorts ports() {
        return members.get(id - 1);
    }

    boolean standalone() {
        return members.size() == 1;
    }

    Path dataDir() {
        return dir.resolve("data");
    }

    Path logFile() {
        return dir.resolve("server.log");
    }

    /** The server JVM's options, however it is launched: defaults, the user's arguments, then -D properties. */
    List<String> jvmOptions() {
        List<String> options = new ArrayList<>(DEFAULT_JVM_ARGS);
        options.addAll(settings.jvmArgs());
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("zookeeper.extendedTypesEnabled", "true");
        properties.putAll(settings.systemProperties());
        properties.forEach((key, value) -> options.add("-D" + key + "=" + value));
        return options;
    }
}
