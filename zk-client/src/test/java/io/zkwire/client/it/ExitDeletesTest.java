// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.faults.FaultProxy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A process that releases (a guaranteed delete it does not wait for) on a connection that died unnoticed and
 * exits at once, without closing its client: the exit hook gets the delete through on a fresh connection, so the
 * node is gone when the process has exited, long before its 30 s session expires. The child reaches the server
 * through two proxies; the test blackholes the one carrying its connection just before the release.
 */
class ExitDeletesTest {

    private static final Duration CHILD_LIMIT = Duration.ofSeconds(60);

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void theDeleteOfAReleaseJustBeforeExitIsDoneBeforeTheProcessEnds() throws Exception {
        String node = server.path("lock");
        ZkClient observer = server.client();

        long exitedAfterMs = releaseThenExit(node, List.of());

        assertNull(observer.checkExists().forPath(node), "the node is gone once the process has exited");
        assertTrue(exitedAfterMs < 5_000, "the exit waited " + exitedAfterMs + " ms, more than its 2 s bound allows");
    }

    /** The control: without the hook's wait the node outlives the process, until its session expires. */
    @Test
    void withoutTheExitWaitTheNodeStaysAfterTheProcessEnded() throws Exception {
        String node = server.path("lock");
        ZkClient observer = server.client();

        releaseThenExit(node, List.of("-Dzkwire.exitDeleteWaitMs=0"));

        assertNotNull(observer.checkExists().forPath(node), "nobody deleted the node: its session still lives");
    }

    /** Runs {@link ReleaseThenExit} with {@code jvmOptions}; returns how long it took to exit after GO (ms). */
    private long releaseThenExit(String node, List<String> jvmOptions) throws Exception {
        FaultProxy first = server.proxy();
        FaultProxy second = server.proxy();
        Process child = start(jvmOptions, first.connectString() + "," + second.connectString(), node);
        CompletableFuture.delayedExecutor(CHILD_LIMIT.toMillis(), TimeUnit.MILLISECONDS)
                .execute(child::destroyForcibly); // bounds every read of its output below
        try {
            StringBuilder output = new StringBuilder();
            BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8));
            awaitLine(lines, "READY", output);
            (first.connections() > 0 ? first : second).blackhole();
            long goNanos = System.nanoTime();
            Writer stdin = child.outputWriter(StandardCharsets.UTF_8);
            stdin.write("GO\n");
            stdin.flush();
            awaitLine(lines, "RELEASED", output);
            assertTrue(child.waitFor(CHILD_LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the child did not exit");
            assertEquals(0, child.exitValue(), output::toString);
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - goNanos);
        } finally {
            child.destroyForcibly();
        }
    }

    private static Process start(List<String> jvmOptions, String connectString, String node) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ReleaseThenExit.class.getName(),
                connectString, node));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Reads the child's output up to {@code expected} (bounded: the child is killed after CHILD_LIMIT). */
    private static void awaitLine(BufferedReader lines, String expected, StringBuilder output) throws IOException {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (line.equals(expected)) {
                return;
            }
            output.append(line).append('\n');
        }
        throw new AssertionError("the child ended before saying " + expected + ":\n" + output);
    }
}
