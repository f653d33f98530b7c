// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which ZooKeeper a test class path holds, and whether its server can run from it. */
class ClasspathServerTest {
    @TempDir
    Path temp;

    @Test
    void aCompleteClassPathServesItsVersion() throws IOException {
        String classPath = String.join(File.pathSeparator, zookeeper("zookeeper-3.8.6.jar", "3.8.6"),
                jar("metrics-core-4.1.12.1.jar", "com/codahale/metrics/Reservoir.class"),
                jar("snappy-java-1.1.10.5.jar", "org/xerial/snappy/SnappyInputStream.class"),
                jar("logback-classic-1.2.13.jar", "ch/qos/logback/classic/Logger.class"),
                temp.resolve("test-classes").toString());

        ClasspathServer server = ClasspathServer.of(classPath).orElseThrow();

        assertEquals(ZkVersion.parse("3.8.6"), server.version());
        assertEquals(List.of(), server.missing());
        assertEquals(4, server.jars().size(), "jars only, not class directories: " + server.jars());
    }

    @Test
    void theJarsThatRunAServerMakeACompleteClassPath() {
        String classPath = ZooKeeperDistribution.classpath(ZkEnsemble.DEFAULT_VERSION).stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));

        ClasspathServer server = ClasspathServer.of(classPath).orElseThrow();

        assertEquals(ZkVersion.parse(ZkEnsemble.DEFAULT_VERSION), server.version());
        assertEquals(List.of(), server.missing(), "each marker class is in the jar the server loads it from");
    }

    @Test
    void whatTheServerNeedsBesideZooKeeperIsNamedWhenMissing() throws IOException {
        ClasspathServer server = ClasspathServer.of(zookeeper("zookeeper-3.9.5.jar", "3.9.5")).orElseThrow();

        assertEquals(List.of("io.dropwizard.metrics:metrics-core", "org.xerial.snappy:snappy-java",
                "ch.qos.logback:logback-classic"),
                server.missing());
    }

    @Test
    void aPathingJarsManifestClassPathIsFollowed() throws IOException {
        Path lib = Files.createDirectories(temp.resolve("lib"));
        String zookeeper = zookeeper("lib/zookeeper-3.9.5.jar", "3.9.5");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, lib.toUri().resolve("zookeeper-3.9.5.jar")
                + " missing.jar");
        Path pathing = temp.resolve("classpath.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(pathing), manifest)) {
            out.flush();
        }

        ClasspathServer server = ClasspathServer.of(pathing.toString()).orElseThrow();

        assertEquals(ZkVersion.parse("3.9.5"), server.version());
        assertTrue(server.jars().contains(Path.of(zookeeper)), server.jars().toString());
    }

    @Test
    void theVersionComesFromTheFileNameWhenTheJarHasNoMavenMetadata() throws IOException {
        String jar = jar("zookeeper-3.7.2.jar", "org/apache/zookeeper/server/quorum/QuorumPeerMain.class");

        assertEquals(ZkVersion.parse("3.7.2"), ClasspathServer.of(jar).orElseThrow().version());
    }

    @Test
    void aClassPathWithoutZooKeeperOrWithAnOlderOneHasNone() throws IOException {
        assertEquals(Optional.empty(), ClasspathServer.of(jar("netty-common.jar", "io/netty/Netty.class")));
        assertEquals(Optional.empty(), ClasspathServer.of(zookeeper("zookeeper-3.4.14.jar", "3.4.14")));
        assertEquals(Optional.empty(), ClasspathServer.of(""));
    }

    @Test
    void theMavenErrorAdviceNamesTheClassPathWay() {
        String advice = ClasspathServer.advice(ZkVersion.parse("3.8.6"));

        assertTrue(advice.contains("org.apache.zookeeper:zookeeper:3.8.6"), advice);
        assertTrue(advice.contains("ch.qos.logback:logback-classic"), advice);
    }

    private String zookeeper(String name, String version) throws IOException {
        Path jar = temp.resolve(name);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new ZipEntry("org/apache/zookeeper/server/quorum/QuorumPeerMain.class"));
            out.putNextEntry(new ZipEntry("META-INF/maven/org.apache.zookeeper/zookeeper/pom.properties"));
            out.write(("version=" + version + "\n").getBytes());
        }
        return jar.toString();
    }

    private String jar(String name, String entry) throws IOException {
        Path jar = temp.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new ZipEntry(entry));
        }
        return jar.toString();
    }
}
