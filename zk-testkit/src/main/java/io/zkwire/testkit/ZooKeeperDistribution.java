package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The jars that run a ZooKeeper server of a given version: the ones the user names ({@link GivenServerJars}),
 * else the test's own class path if it holds that version ({@link ClasspathServer}), else fetched from Maven
 * repositories at run time, so that the kit itself never has ZooKeeper on its class path and one test JVM can
 * run several versions.
 */
final class ZooKeeperDistribution {
    private static final Map<ZkVersion, List<Path>> RESOLVED = new ConcurrentHashMap<>();

    private ZooKeeperDistribution() {
    }

    /**
     * The server class path of {@code version}: given jars, else the test class path, else from memory, else the
     * on-disk cache, else Maven.
     */
    static List<Path> classpath(String version) {
        ZkVersion parsed = ZkVersion.parse(version);
        return GivenServerJars.forVersion(parsed)
                .or(() -> ClasspathServer.jarsFor(parsed))
                .orElseGet(() -> RESOLVED.computeIfAbsent(parsed, ZooKeeperDistribution::load));
    }

    private static List<Path> load(ZkVersion version) {
        ClasspathCache cache = ClasspathCache.standard();
        return cache.get(version).orElseGet(() -> {
            try {
                List<Path> jars = resolve(version);
                cache.put(version, jars);
                return jars;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot resolve the jars of ZooKeeper " + version, e);
            }
        });
    }

    /** Leaves Maven's work directory behind only when it failed, since the error message points into it. */
    private static List<Path> resolve(ZkVersion version) throws IOException {
        Path workDir = TempDirs.create("zkwire-resolve-" + version + "-");
        List<Path> jars;
        try {
            jars = MavenResolver.classpath(ServerArtifacts.pom(version, false), workDir);
        } catch (ZkTestkitException firstAttempt) {
            // some releases' native Netty classifier jars are missing from the repositories; NIO needs none
            try {
                jars = MavenResolver.classpath(ServerArtifacts.pom(version, true), workDir);
            } catch (ZkTestkitException secondAttempt) {
                secondAttempt.addSuppressed(firstAttempt);
                throw new ZkTestkitException("cannot get the server jars of ZooKeeper " + version + " from Maven."
                        + " To run it without Maven, " + ClasspathServer.advice(version) + ".\nWhat Maven said: "
                        + secondAttempt.getMessage(), secondAttempt);
            }
        }
        TempDirs.delete(workDir);
        return jars;
    }
}
