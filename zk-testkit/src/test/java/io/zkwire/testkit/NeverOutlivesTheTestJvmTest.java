package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A test JVM that forgets to close its server, or dies, leaves no server process and no directory. */
class NeverOutlivesTheTestJvmTest {
    private static final Pattern STARTED = Pattern.compile("pid=(\\d+) dir=(.+)");
    private static final long LIMIT_SECONDS = 60;

    @Test
    void shutdownHookKillsForgottenServersOnNormalExit() throws Exception {
        Process testJvm = startHarness("exit");
        Matcher started = awaitStarted(testJvm);

        assertTrue(testJvm.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS), "stand-in test JVM did not exit");
        assertGone(started, 0);
    }

    @Test
    void serverExitsByItselfWhenTheTestJvmIsKilled() throws Exception {
        Process testJvm = startHarness("wait");
        Matcher started = awaitStarted(testJvm);

        testJvm.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertTrue(testJvm.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS), "stand-in test JVM survived SIGKILL");
        assertGone(started, LIMIT_SECONDS);
    }

    private static Process startHarness(String mode) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:TieredStopAtLevel=1"));
        // the stand-in runs its server as this JVM would: same Maven, same backend (process or docker)
        for (String property : System.getProperties().stringPropertyNames()) {
            boolean maven = property.equals("maven.home") || property.equals("maven.repo.local");
            if (maven || property.startsWith("zkwire.testkit.")) {
                command.add("-D" + property + "=" + System.getProperty(property));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), OrphanHarness.class.getName(), mode));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Reads the harness's output until it names its server; fails with that output if it never does. */
    private static Matcher awaitStarted(Process testJvm) throws Exception {
        StringBuilder output = new StringBuilder();
        BufferedReader reader = new BufferedReader(
                new InputStreamReader(testJvm.getInputStream(), StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            Matcher started = STARTED.matcher(line);
            if (started.matches()) {
                return started;
            }
            output.append(line).append('\n');
        }
        throw new AssertionError("stand-in test JVM ended without starting a server:\n" + output);
    }

    /** Waits up to {@code seconds} for the server to end; kills it and deletes its directory if it does not. */
    private static void assertGone(Matcher started, long seconds) throws Exception {
        long pid = Long.parseLong(started.group(1));
        Path dir = Path.of(started.group(2));
        Optional<ProcessHandle> server = ProcessHandle.of(pid);
        if (server.isPresent()) {
            server.get().onExit().completeOnTimeout(null, seconds, TimeUnit.SECONDS).get();
            if (server.get().isAlive()) {
                server.get().destroyForcibly();
                TempDirs.delete(dir);
                fail("server " + pid + " outlived the test JVM by " + seconds + " s");
            }
        }
        assertFalse(Files.exists(dir), dir + " outlived the test JVM");
    }
}
