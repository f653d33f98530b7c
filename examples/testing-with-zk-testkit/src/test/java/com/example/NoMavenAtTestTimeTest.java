// SPDX-License-Identifier: Apache-2.0
package com.example;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.zkwire.testkit.TestingServer;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** With the no-maven-at-test-time profile: no Maven was within the tests' reach, yet their servers ran. */
class NoMavenAtTestTimeTest {
    @Test
    void theServerRunsFromTheTestClassPathWithoutMaven() throws Exception {
        assumeTrue(Boolean.getBoolean("example.noMaven"), "only with -Pno-maven-at-test-time");
        assertNull(System.getProperty("maven.home"));
        assertFalse(Arrays.stream(System.getenv("PATH").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, "mvn"))), "mvn on the PATH");

        try (TestingServer server = new TestingServer()) {
            // /proc has the whole command line; ProcessHandle.Info may leave out a long one
            List<String> args = List.of(Files.readString(Path.of("/proc", Long.toString(server.getServer().pid()),
                    "cmdline")).split("\0"));
            String serverClassPath = args.get(args.indexOf("-cp") + 1);
            String zookeeperJar = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                    .filter(entry -> entry.endsWith("zookeeper-3.9.5.jar")).findFirst().orElseThrow();
            assertTrue(serverClassPath.contains(zookeeperJar), serverClassPath);
        }
        assertFalse(Files.exists(Path.of(System.getProperty("zkwire.testkit.cache"))), "nothing resolved");
    }
}
