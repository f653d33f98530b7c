package io.zkwire.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import org.testcontainers.containers.output.OutputFrame;

/**
 * Appends a container's output to the server's log file as it comes, so that the file holds the same as a child
 * JVM's would: tests and timeout messages read it while the server runs and after it is gone.
 */
final class ContainerLog implements Consumer<OutputFrame> {
    private final Path logFile;

    ContainerLog(Path logFile) {
        this.logFile = logFile;
    }

    @Override
    public void accept(OutputFrame frame) {
        byte[] bytes = frame.getBytes();
        if (bytes == null || bytes.length == 0) {
            return; // the end-of-stream frame
        }
        try {
            Files.write(logFile, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the directory is gone (the ensemble was closed while the container said its last words)
        }
    }
}
