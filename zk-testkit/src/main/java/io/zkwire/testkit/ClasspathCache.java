package io.zkwire.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * Remembers a resolved server class path across JVMs, one file per ZooKeeper version, so that only the first
 * test run on a machine pays for Maven. Location: {@code -Dzkwire.testkit.cache}, else
 * {@code ~/.cache/zkwire-testkit}.
 */
final class ClasspathCache {
    private final Path dir;

    ClasspathCache(Path dir) {
        this.dir = dir;
    }

    static ClasspathCache standard() {
        String configured = System.getProperty("zkwire.testkit.cache");
        return new ClasspathCache(configured != null ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".cache", "zkwire-testkit"));
    }

    /** The cached class path, unless there is none or a jar it lists has gone (e.g. a cleaned local repo). */
    Optional<List<Path>> get(ZkVersion version) {
        Path file = file(version);
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            List<Path> jars = Files.readAllLines(file).stream()
                    .filter(line -> !line.isBlank()).map(Path::of).toList();
            boolean complete = !jars.isEmpty() && jars.stream().allMatch(Files::isRegularFile);
            return complete ? Optional.of(jars) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Stores atomically: other test JVMs may read or write the same file at the same time. */
    void put(ZkVersion version, List<Path> jars) throws IOException {
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "classpath-" + version, ".tmp");
        try {
            Files.write(temp, jars.stream().map(Path::toString).toList());
            Files.move(temp, file(version), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private Path file(ZkVersion version) {
        return dir.resolve("classpath-" + version + ".txt");
    }
}
