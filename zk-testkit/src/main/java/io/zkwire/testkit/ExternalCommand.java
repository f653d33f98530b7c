package io.zkwire.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a short-lived tool (mvn, kill) to completion, never longer than its time limit. */
final class ExternalCommand {
    private ExternalCommand() {
    }

    /**
     * Runs {@code command} with its output and errors appended to {@code log} and returns its exit code.
     *
     * @throws ZkTestkitException if it has not ended within {@code limit} (it is then killed)
     */
    static int run(List<String> command, Path log, Duration limit) throws IOException {
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        try {
            if (process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                return process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        throw new ZkTestkitException("'" + String.join(" ", command) + "' did not finish within " + limit
                + " (or was interrupted); its output is in " + log + ":\n" + LogTail.of(log, 40));
    }
}
