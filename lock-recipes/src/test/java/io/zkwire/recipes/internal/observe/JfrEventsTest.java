// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ClientMetricsListener;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.barriers.DistributedBarrier;
import io.zkwire.recipes.leader.LeaderLatch;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** A lock cycle and recipe waits recorded with JFR, in process, then read back from the file, as docs/observability.md shows. */
@Timeout(60)
class JfrEventsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @TempDir
    Path dir;

    @Test
    void aLockCycleRecordsTheAcquireTheReleaseAndTheRequests() throws Exception {
        ZkClient client = server.client();
        String lockPath = server.path("lock");
        InterProcessMutex mutex = new InterProcessMutex(client, lockPath);
        String node;

        List<RecordedEvent> events;
        try (Recording recording = zkwireRecording()) {
            recording.start();
            Acquisition held = Await.result(mutex.acquireAsync(), "acquire");
            node = held.nodePath();
            Await.result(held.releaseAsync(), "release");
            client.checkExists().forPath(lockPath); // answered after the release's delete: its event is in
            recording.stop();
            events = dump(recording);
        }

        RecordedEvent acquire = only(events, e -> e.getEventType().getName().equals("io.zkwire.LockAcquire"));
        assertEquals(lockPath, acquire.getString("lockPath"));
        assertEquals("ACQUIRED", acquire.getString("outcome"));
        assertEquals(node, acquire.getString("node"));
        RecordedEvent release = only(events, e -> e.getEventType().getName().equals("io.zkwire.LockRelease"));
        assertEquals(node, release.getString("node"));
        assertTrue(release.getLong("holdTime") >= 0);
        only(events, request("CREATE2", p -> p.startsWith(lockPath + "/")));
        only(events, request("DELETE", node::equals));
    }

    @Test
    void aDeletedNodeRecordsALossWithItsReason() throws Exception {
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));

        List<RecordedEvent> events;
        try (Recording recording = zkwireRecording()) {
            recording.start();
            Acquisition held = Await.result(mutex.acquireAsync(), "acquire");
            server.client().delete().forPath(held.nodePath());
            Await.result(held.lost(), "lost signal");
            recording.stop();
            events = dump(recording);
        }

        RecordedEvent loss = only(events, e -> e.getEventType().getName().equals("io.zkwire.LockLoss"));
        assertEquals("NODE_DELETED", loss.getString("reason"));
    }

    @Test
    void barrierAndLeaderWaitsRecordTheirOutcome() throws Exception {
        String barrierPath = server.path("barrier");
        String latchPath = server.path("latch");
        DistributedBarrier barrier = new DistributedBarrier(server.client(), barrierPath);
        barrier.setBarrier();

        List<RecordedEvent> events;
        try (Recording recording = zkwireRecording();
                LeaderLatch latch = new LeaderLatch(server.client(), latchPath)) {
            recording.start();
            assertFalse(barrier.waitOnBarrier(50, TimeUnit.MILLISECONDS), "the barrier is set");
            CompletableFuture<Boolean> passing = barrier.waitOnBarrierAsync();
            barrier.removeBarrier();
            assertTrue(Await.result(passing, "barrier"));
            latch.start();
            assertTrue(latch.await(30, TimeUnit.SECONDS), "a lone latch leads");
            recording.stop();
            events = dump(recording);
        }

        only(events, wait("DistributedBarrier.waitOnBarrier", barrierPath, "TIMED_OUT"));
        only(events, wait("DistributedBarrier.waitOnBarrier", barrierPath, "PASSED"));
        only(events, wait("LeaderLatch.await", latchPath, "LEADER"));
    }

    @Test
    void theMetricsListenerHearsRequestsAndStates() throws Exception {
        Queue<String> heard = new ConcurrentLinkedQueue<>();
        ClientMetricsListener listener = new ClientMetricsListener() {
            @Override
            public void requestCompleted(OpCode op, long latencyNanos, String outcome) {
                heard.add(op + " " + outcome + (latencyNanos > 0 ? "" : " without latency"));
            }

            @Override
            public void connectionStateChanged(ConnectionState state) {
                heard.add(state.name());
            }
        };
        ZkClient client = server.client(b -> b.metricsListener(listener));

        client.checkExists().forPath(server.path("absent"));
        try {
            client.getData().forPath(server.path("absent"));
        } catch (Exception expected) {
            // NoNode, heard as such
        }

        assertTrue(heard.contains("CONNECTED"), heard.toString());
        assertTrue(heard.contains("EXISTS NONODE"), heard.toString());
        assertTrue(heard.contains("GET_DATA NONODE"), heard.toString());
    }

    private static Recording zkwireRecording() {
        Recording recording = new Recording();
        for (String name : List.of("io.zkwire.Request", "io.zkwire.SessionState", "io.zkwire.LockAcquire",
                "io.zkwire.LockRelease", "io.zkwire.LockLoss", "io.zkwire.RecipeWait")) {
            recording.enable(name).withThreshold(Duration.ZERO);
        }
        return recording;
    }

    private List<RecordedEvent> dump(Recording recording) throws Exception {
        Path file = dir.resolve("zkwire.jfr");
        recording.dump(file);
        return RecordingFile.readAllEvents(file);
    }

    private static Predicate<RecordedEvent> request(String op, Predicate<String> path) {
        return e -> e.getEventType().getName().equals("io.zkwire.Request") && op.equals(e.getString("op"))
                && path.test(e.getString("path")) && "OK".equals(e.getString("outcome"));
    }

    private static Predicate<RecordedEvent> wait(String recipe, String path, String outcome) {
        return e -> e.getEventType().getName().equals("io.zkwire.RecipeWait") && recipe.equals(e.getString("recipe"))
                && path.equals(e.getString("path")) && outcome.equals(e.getString("outcome"));
    }

    private static RecordedEvent only(List<RecordedEvent> events, Predicate<RecordedEvent> wanted) {
        List<RecordedEvent> found = events.stream().filter(wanted).toList();
        assertEquals(1, found.size(), () -> "expected one matching event among " + events);
        return found.get(0);
    }
}
