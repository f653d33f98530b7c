package io.zkwire.testkit;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Runs each server as a child JVM of the test JVM, with the server jars Maven resolved for its version. */
final class ProcessBackend implements ServerBackend {
    static final ProcessBackend INSTANCE = new ProcessBackend();

    private ProcessBackend() {
    }

    @Override
    public ServerHandle launch(ServerSpec spec) throws IOException {
        List<Path> serverJars = ZooKeeperDistribution.classpath(spec.settings().version());
        Path zooCfg = ZooCfg.write(spec);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(spec.jvmOptions());
        command.addAll(ServerLogging.configure(spec.dir()));
        command.add("-cp");
        command.add(Stream.concat(Stream.of(kitLocation()), serverJars.stream())
                .map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        command.add(ServerLauncher.class.getName());
        // an orphaned server removes the whole ensemble's directory: its siblings are orphaned too
        command.add(spec.dir().getParent().toString());
        command.add(zooCfg.toString());
        Process process = new ProcessBuilder(command)
                .directory(spec.dir().toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(spec.logFile().toFile()))
                .start();
        return new ChildJvm(process, spec.logFile());
    }

    /** The jar or class directory holding {@link ServerLauncher}, which the child JVM runs. */
    private static Path kitLocation() {
        try {
            return Path.of(ServerLauncher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate zk-testkit's own classes", e);
        }
    }
}
