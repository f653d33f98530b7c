package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Creates and removes the kit's temporary directories. */
final class TempDirs {
    private TempDirs() {
    }

    static Path create(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory in "
                    + System.getProperty("java.io.tmpdir"), e);
        }
    }

    /** Deletes {@code dir} and everything below it; files that vanish meanwhile are fine. */
    static void delete(Path dir) {
        // a second pass catches files a process that was just stopped wrote while the first pass ran
        for (int pass = 0; pass < 2 && Files.exists(dir); pass++) {
            try (Stream<Path> tree = Files.walk(dir)) {
                tree.sorted(Comparator.reverseOrder()).forEach(TempDirs::deleteQuietly);
            } catch (IOException | UncheckedIOException e) {
                // something vanished while walking: the next pass or the check below deals with it
            }
        }
        if (Files.exists(dir)) {
            throw new ZkTestkitException("could not delete " + dir + " completely; remove it by hand");
        }
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // e.g. a directory that got a new file meanwhile; the next pass or the final check deals with it
        }
    }
}
