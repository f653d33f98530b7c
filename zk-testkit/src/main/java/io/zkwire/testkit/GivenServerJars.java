// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Server jars the user names instead of having Maven resolve them, for builds without {@code mvn} at run time
 * (Gradle, an IDE, an offline machine). Two system properties, read at each server start:
 * <ul>
 *   <li>{@value #CLASSPATH}: entries separated by the platform's path separator, each a jar or a directory
 *       whose {@code *.jar} files are taken;</li>
 *   <li>{@value #HOME}: an unpacked ZooKeeper binary distribution ({@code apache-zookeeper-X.Y.Z-bin}),
 *       whose {@code lib/*.jar} are taken.</li>
 * </ul>
 * The jars serve the ZooKeeper version whose {@code zookeeper-X.Y.Z.jar} they contain; a test asking for
 * another version still resolves that one through Maven.
 */
final class GivenServerJars {
    static final String CLASSPATH = "zkwire.testkit.server.classpath";
    static final String HOME = "zkwire.testkit.zookeeper.home";
    private static final Pattern SERVER_JAR = Pattern.compile("zookeeper-(\\d+\\.\\d+\\.\\d+)\\.jar");

    private GivenServerJars() {
    }

    /** The jars given for {@code version}, if the properties name some for exactly that version. */
    static Optional<List<Path>> forVersion(ZkVersion version) {
        List<Path> jars = given();
        if (jars.isEmpty()) {
            return Optional.empty();
        }
        String found = jars.stream().map(jar -> SERVER_JAR.matcher(jar.getFileName().toString()))
                .filter(Matcher::matches).map(m -> m.group(1)).findFirst()
                .orElseThrow(() -> new ZkTestkitException("the server jars given by -D" + CLASSPATH + " or -D"
                        + HOME + " hold no zookeeper-X.Y.Z.jar (looked at " + jars + "): name the jars of a "
                        + "ZooKeeper server, e.g. the lib directory of apache-zookeeper-X.Y.Z-bin"));
        return found.equals(version.toString()) ? Optional.of(jars) : Optional.empty();
    }

    private static List<Path> given() {
        List<Path> jars = new ArrayList<>();
        String classpath = System.getProperty(CLASSPATH, "");
        for (String entry : classpath.split(Pattern.quote(File.pathSeparator))) {
            if (!entry.isBlank()) {
                jars.addAll(jarsAt(Path.of(entry.endsWith("*") ? entry.substring(0, entry.length() - 1) : entry),
                        CLASSPATH));
            }
        }
        String home = System.getProperty(HOME, "");
        if (!home.isBlank()) {
            jars.addAll(jarsAt(Path.of(home, "lib"), HOME));
        }
        return jars;
    }

    private static List<Path> jarsAt(Path entry, String property) {
        if (Files.isRegularFile(entry)) {
            return List.of(entry.toAbsolutePath());
        }
        if (!Files.isDirectory(entry)) {
            throw new ZkTestkitException("-D" + property + " names " + entry + ", which is neither a jar nor a "
                    + "directory: fix the path, or remove the property to have Maven resolve the server jars");
        }
        try (Stream<Path> files = Files.list(entry)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).map(Path::toAbsolutePath)
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the server jars in " + entry, e);
        }
    }
}
