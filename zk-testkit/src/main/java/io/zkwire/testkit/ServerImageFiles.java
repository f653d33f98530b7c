package io.zkwire.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;

/**
 * Main class that writes the version-specific files of a local ZooKeeper server image, for
 * {@code zk-testkit/docker/build-image.sh} (it runs on the machine that builds the image, not in tests): for each
 * version, {@code <dir>/<version>/lib/} holds the server's jars, resolved exactly as for a child JVM, and
 * {@code <dir>/<version>/conf/} the kit's logging set-up.
 *
 * <p>Arguments: the directory, then the versions; without versions, {@link ZkEnsemble#TESTED_VERSIONS}.
 */
final class ServerImageFiles {
    private ServerImageFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: ServerImageFiles <directory> [version...]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        List<String> versions = args.length > 1 ? Arrays.asList(args).subList(1, args.length)
                : ZkEnsemble.TESTED_VERSIONS;
        for (String version : versions) {
            write(version, Files.createDirectories(dir.resolve(version)));
            System.out.println(version);
        }
    }

    private static void write(String version, Path versionDir) throws IOException {
        Path lib = Files.createDirectories(versionDir.resolve("lib"));
        for (Path jar : ZooKeeperDistribution.classpath(version)) {
            Files.copy(jar, lib.resolve(jar.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
        }
        ServerLogging.configure(Files.createDirectories(versionDir.resolve("conf")));
    }
}
