// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh.paired;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The java launcher for forks that need a newer JDK than the runner's (virtual threads need 21): the runner's
 * own when it is new enough, else {@code -Dzkwire.bench.jdk=/path/to/bin/java}, else the newest JDK of at
 * least that release under {@code /usr/lib/jvm} (where Debian and Temurin's packages put them).
 */
final class Jdks {
    static final String PROPERTY = "zkwire.bench.jdk";
    private static final Path INSTALLED = Path.of("/usr/lib/jvm");
    private static final Pattern RELEASE = Pattern.compile("-(\\d+)(?=[-.]|$)");

    private Jdks() {}

    static String atLeast(int release) {
        if (Runtime.version().feature() >= release) {
            return ProcessHandle.current().info().command().orElse("java");
        }
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return named.trim();
        }
        return installed(release).map(Path::toString).orElseThrow(() -> new IllegalStateException(
                "this row needs JDK " + release + " or later for its forks, the runner has "
                        + Runtime.version().feature() + " and none is under " + INSTALLED + ": name one with -D"
                        + PROPERTY + "=/path/to/bin/java, or leave the row out with --include"));
    }

    private static Optional<Path> installed(int release) {
        try (Stream<Path> jdks = Files.list(INSTALLED)) {
            return jdks.filter(p -> feature(p) >= release)
                    .filter(p -> Files.isExecutable(p.resolve("bin/java")))
                    .max(Comparator.comparingInt(Jdks::feature))
                    .map(p -> p.resolve("bin/java"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static int feature(Path jdk) {
        Matcher m = RELEASE.matcher(jdk.getFileName().toString());
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }
}
