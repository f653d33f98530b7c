// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server runs from jars the user names (a distribution directory or a class path), not from Maven's. */
class GivenServerJarsTest {
    @TempDir
    Path temp;

    @AfterEach
    void clearProperties() {
        System.clearProperty(GivenServerJars.HOME);
        System.clearProperty(GivenServerJars.CLASSPATH);
    }

    @Test
    void aServerStartsFromADistributionDirectoryAndRunsItsJars() throws Exception {
        assumeTrue(!"docker".equals(System.getProperty(ServerBackend.PROPERTY)), "process backend only");
        Path lib = distributionOf(ZkEnsemble.DEFAULT_VERSION);
        System.setProperty(GivenServerJars.HOME, lib.getParent().toString());

        try (ZkEnsemble zk = ZkEnsemble.standalone().start()) {
            assertTrue(RawSrvr.ask(zk.server(0).clientPort(), 2_000).contains("Mode: standalone"));
            List<String> args = List.of(ProcessHandle.of(zk.server(0).pid()).orElseThrow().info().arguments()
                    .orElseThrow());
            String classpath = args.get(args.indexOf("-cp") + 1);
            String serverJar = "zookeeper-" + ZkEnsemble.DEFAULT_VERSION + ".jar";
            assertTrue(classpath.contains(lib.resolve(serverJar).toString()), classpath);
        }
    }

    @Test
    void aClassPathServesOnlyTheVersionItHolds() throws Exception {
        Path lib = distributionOf(ZkEnsemble.DEFAULT_VERSION);
        System.setProperty(GivenServerJars.CLASSPATH, lib + File.separator + "*");

        Optional<List<Path>> same = GivenServerJars.forVersion(ZkVersion.parse(ZkEnsemble.DEFAULT_VERSION));
        assertTrue(same.orElseThrow().contains(lib.resolve("zookeeper-" + ZkEnsemble.DEFAULT_VERSION + ".jar")));
        assertEquals(Optional.empty(), GivenServerJars.forVersion(ZkVersion.parse("3.5.10")));
    }

    @Test
    void aPathThatIsNeitherJarNorDirectoryIsNamedInTheError() {
        System.setProperty(GivenServerJars.CLASSPATH, temp.resolve("missing").toString());

        ZkTestkitException e = assertThrows(ZkTestkitException.class,
                () -> GivenServerJars.forVersion(ZkVersion.parse("3.9.5")));
        assertTrue(e.getMessage().contains(temp.resolve("missing").toString()), e.getMessage());
    }

    @Test
    void jarsWithoutAServerJarAreRefusedSayingWhy() throws Exception {
        Files.createFile(temp.resolve("netty-common.jar"));
        System.setProperty(GivenServerJars.CLASSPATH, temp.toString());

        ZkTestkitException e = assertThrows(ZkTestkitException.class,
                () -> GivenServerJars.forVersion(ZkVersion.parse("3.9.5")));
        assertTrue(e.getMessage().contains("no zookeeper-X.Y.Z.jar"), e.getMessage());
    }

    /** An apache-zookeeper-X-bin/lib made of the Maven-resolved jars, as a Gradle user would point to. */
    private Path distributionOf(String version) throws Exception {
        Path lib = Files.createDirectories(temp.resolve("apache-zookeeper-" + version + "-bin").resolve("lib"));
        for (Path jar : ZooKeeperDistribution.classpath(version)) {
            Files.copy(jar, lib.resolve(jar.getFileName()));
        }
        return lib;
    }
}
