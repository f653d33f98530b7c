package io.zkwire.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Resolves the class path of a POM by running Maven: the same installation that runs the build when
 * {@code -Dmaven.home} is set (Surefire passes it), else {@code mvn} from the PATH.
 */
final class MavenResolver {
    /** A first run downloads a few megabytes; later runs take a second or two. */
    private static final Duration LIMIT = Duration.ofMinutes(5);

    private MavenResolver() {
    }

    /**
     * Writes {@code pom} into {@code workDir} and returns the jars of its class path.
     *
     * @throws ZkTestkitException with the tail of Maven's output if Maven fails
     */
    static List<Path> classpath(String pom, Path workDir) throws IOException {
        Path pomFile = Files.writeString(workDir.resolve("pom.xml"), pom);
        Path output = workDir.resolve("classpath.txt");
        Path log = workDir.resolve("mvn.log");
        List<String> command = new ArrayList<>(List.of(mvnExecutable(), "-B", "-q", "-f", pomFile.toString(),
                "dependency:build-classpath", "-Dmdep.outputFile=" + output, "-Dmdep.includeScope=runtime"));
        String localRepository = System.getProperty("maven.repo.local");
        if (localRepository != null) {
            command.add("-Dmaven.repo.local=" + localRepository);
        }
        int exit = run(command, log);
        if (exit != 0 || !Files.isRegularFile(output)) {
            throw new ZkTestkitException("Maven could not resolve the ZooKeeper server jars (exit " + exit
                    + "). Command: " + String.join(" ", command) + "\nLast lines of " + log + ":\n"
                    + LogTail.of(log, 40));
        }
        return Arrays.stream(Files.readString(output).trim().split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(Path::of)
                .toList();
    }

    private static int run(List<String> command, Path log) throws IOException {
        try {
            return ExternalCommand.run(command, log, LIMIT);
        } catch (IOException e) {
            throw new ZkTestkitException("cannot run Maven ('" + command.get(0) + "'), which fetches the ZooKeeper "
                    + "server jars: put mvn on the PATH or pass -Dmaven.home=<Maven installation>", e);
        }
    }

    private static String mvnExecutable() {
        String home = System.getProperty("maven.home");
        if (home != null) {
            Path mvn = Path.of(home, "bin", "mvn");
            if (Files.isExecutable(mvn)) {
                return mvn.toString();
            }
        }
        return "mvn";
    }
}
