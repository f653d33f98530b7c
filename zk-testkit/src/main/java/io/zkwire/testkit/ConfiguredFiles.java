package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files of this machine that a server's configuration names outside its own directory: key stores, JAAS
 * configurations and the like, given as zoo.cfg lines or {@code -D} options, and the key tabs a JAAS
 * configuration among them names. A container sees them at the same path, so that the configuration works
 * unchanged whatever the backend.
 */
final class ConfiguredFiles {
    private static final String JAAS_OPTION = "-Djava.security.auth.login.config=";
    private static final Pattern KEY_TAB = Pattern.compile("keyTab\\s*=\\s*\"([^\"]+)\"");

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
        spec.jvmOptions().stream()
                .filter(option -> option.startsWith(JAAS_OPTION))
                .map(option -> existingFile(option.substring(JAAS_OPTION.length())))
                .flatMap(Optional::stream)
                .flatMap(ConfiguredFiles::keyTabsNamedIn)
                .forEach(files::add);
        return files;
    }

    /** The key tabs a JAAS configuration's login modules read. */
    private static Stream<Path> keyTabsNamedIn(Path file) {
        try {
            return KEY_TAB.matcher(Files.readString(file)).results()
                    .map(match -> match.group(1))
                    .map(ConfiguredFiles::existingFile)
                    .flatMap(Optional::stream);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JAAS configuration " + file, e);
        }
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
