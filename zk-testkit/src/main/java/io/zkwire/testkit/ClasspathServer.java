// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.Attributes.Name;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

/**
 * The ZooKeeper server on the test's own class path ({@code org.apache.zookeeper:zookeeper} in test scope), which
 * runs the kit's servers without Maven. It serves a test that asks for no version or for its own version, and
 * only when the jars the server needs beside ZooKeeper's own dependencies are there too.
 *
 * @param version the version of the {@code zookeeper} jar
 * @param jars every jar of the class path: the child JVM needs the same dependencies the test resolved
 * @param missing what the server needs but the class path lacks, as {@code groupId:artifactId}
 */
record ClasspathServer(ZkVersion version, List<Path> jars, List<String> missing) {
    private static final String SERVER_CLASS = "org/apache/zookeeper/server/quorum/QuorumPeerMain.class";
    private static final String POM_PROPERTIES = "META-INF/maven/org.apache.zookeeper/zookeeper/pom.properties";
    private static final Pattern JAR_NAME = Pattern.compile("zookeeper-(\\d+\\.\\d+\\.\\d+)\\.jar");
    private static final Optional<ClasspathServer> OF_THIS_JVM = of(System.getProperty("java.class.path", ""));

    /** The server on this JVM's class path (read once), if it holds ZooKeeper 3.5 or later. */
    static Optional<ClasspathServer> ofThisJvm() {
        return OF_THIS_JVM;
    }

    /** The server on {@code classPath} (entries separated by the platform's path separator). */
    static Optional<ClasspathServer> of(String classPath) {
        List<Path> jars = Pattern.compile(Pattern.quote(File.pathSeparator)).splitAsStream(classPath)
                .filter(entry -> entry.endsWith(".jar"))
                .map(entry -> Path.of(entry).toAbsolutePath())
                .filter(Files::isRegularFile)
                .flatMap(jar -> Stream.concat(Stream.of(jar), manifestClassPath(jar).stream()))
                .distinct()
                .toList();
        return jars.stream().filter(jar -> holds(jar, SERVER_CLASS)).findFirst()
                .flatMap(ClasspathServer::versionOf)
                .filter(version -> version.atLeast(3, 5))
                .map(version -> new ClasspathServer(version, jars, missing(version, jars)));
    }

    /** The class path's jars, if they are of {@code wanted} and complete. */
    static Optional<List<Path>> jarsFor(ZkVersion wanted) {
        return ofThisJvm().filter(server -> server.version().equals(wanted) && server.missing().isEmpty())
                .map(ClasspathServer::jars);
    }

    /** The version a test that names none runs: the class path's, else {@link EnsembleSettings#DEFAULT_VERSION}. */
    static String defaultVersion() {
        return ofThisJvm().map(server -> server.version().toString()).orElse(EnsembleSettings.DEFAULT_VERSION);
    }

    /** What to do so that {@code wanted} runs without Maven, for error messages. */
    static String advice(ZkVersion wanted) {
        String add = "put org.apache.zookeeper:zookeeper:" + wanted + " on the test class path (test scope) with "
                + ServerArtifacts.runtimeExtras(wanted).stream().map(ServerArtifacts.Artifact::coordinates).toList();
        return ofThisJvm().map(server -> !server.version().equals(wanted)
                ? add + "; the class path holds ZooKeeper " + server.version() + ", which serves tests that name "
                        + "no version or " + server.version()
                : add + "; the class path lacks " + server.missing()).orElse(add);
    }

    private static List<String> missing(ZkVersion version, List<Path> jars) {
        return ServerArtifacts.runtimeExtras(version).stream()
                .filter(artifact -> jars.stream().noneMatch(jar -> holds(jar, classFile(artifact.markerClass()))))
                .map(ServerArtifacts.Artifact::coordinates)
                .toList();
    }

    /**
     * The jars a jar's manifest adds to the class path: an IDE that shortens a long command line passes one
     * such "pathing" jar instead of the class path itself.
     */
    private static List<Path> manifestClassPath(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Name.CLASS_PATH);
            if (classPath == null || classPath.isBlank()) {
                return List.of();
            }
            URI base = jar.toUri();
            return Arrays.stream(classPath.trim().split("\\s+"))
                    .map(entry -> Path.of(base.resolve(entry)))
                    .filter(path -> path.toString().endsWith(".jar") && Files.isRegularFile(path))
                    .toList();
        } catch (IOException | IllegalArgumentException e) {
            return List.of(); // an unreadable jar or a malformed entry adds nothing
        }
    }

    private static String classFile(String className) {
        return className.replace('.', '/') + ".class";
    }

    private static boolean holds(Path jar, String entry) {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getEntry(entry) != null;
        } catch (IOException e) {
            return false; // not a readable jar: it cannot serve the server either
        }
    }

    /** From the jar's Maven metadata, else its file name (a renamed or shaded jar may have neither). */
    private static Optional<ZkVersion> versionOf(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            ZipEntry entry = file.getEntry(POM_PROPERTIES);
            if (entry != null) {
                Properties properties = new Properties();
                try (InputStream in = file.getInputStream(entry)) {
                    properties.load(in);
                }
                return Optional.of(ZkVersion.parse(properties.getProperty("version", "")));
            }
        } catch (IOException | IllegalArgumentException e) {
            // fall back to the file name
        }
        Matcher name = JAR_NAME.matcher(jar.getFileName().toString());
        return name.matches() ? Optional.of(ZkVersion.parse(name.group(1))) : Optional.empty();
    }
}
