package io.zkwire.testkit;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The files of this machine that a server's configuration names outside its own directory: key stores, JAAS
 * configurations and the like, given as zoo.cfg lines or {@code -D} options. A container sees them at the same
 * path, so that the configuration works unchanged whatever the backend.
 */
final class ConfiguredFiles {
    private ConfiguredFiles() {
    }

    /** Absolute paths of existing regular files, each once, in the order the configuration names them. */
    static Set<Path> of(ServerSpec spec) {
        Stream<String> zooCfgValues = spec.settings().serverProperties().values().stream();
        Stream<String> jvmPropertyValues = spec.jvmOptions().stream()
                .filter(option -> option.startsWith("-D") && option.contains("="))
                .map(option -> option.substring(option.indexOf('=') + 1));
        Set<Path> files = new LinkedHashSet<>();
        Stream.concat(zooCfgValues, jvmPropertyValues)
                .map(ConfiguredFiles::existingFile)
                .flatMap(Optional::stream)
                .filter(file -> !file.startsWith(spec.dir()))
                .forEach(files::add);
        return files;
    }

    private static Optional<Path> existingFile(String value) {
        try {
            Path path = Path.of(value);
            return path.isAbsolute() && Files.isRegularFile(path) ? Optional.of(path.normalize()) : Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty(); // a value that is no path at all
        }
    }
}
