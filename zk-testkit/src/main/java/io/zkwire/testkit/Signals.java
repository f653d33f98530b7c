package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Sends POSIX signals the JDK has no API for (SIGSTOP, SIGCONT) with the system's {@code kill} command. */
final class Signals {
    private static final Duration LIMIT = Duration.ofSeconds(10);

    private Signals() {
    }

    static void send(String signal, long pid) {
        try {
            int exit = ExternalCommand.run(List.of("kill", "-" + signal, Long.toString(pid)),
                    Path.of("/dev/null"), LIMIT);
            if (exit != 0) {
                throw new ZkTestkitException("'kill -" + signal + " " + pid + "' failed with exit code " + exit
                        + "; is the process still alive?");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run 'kill -" + signal + " " + pid + "'", e);
        }
    }
}
