package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(120)
class InterProcessMultiLockTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void takesAllOrNothing() throws Exception {
        ZkClient client = server.client();
        String a = server.path("a");
        String b = server.path("b");
        InterProcessMutex other = new InterProcessMutex(server.client(), b);
        other.acquire();
        InterProcessMultiLock multi = new InterProcessMultiLock(client, List.of(a, b));

        assertFalse(multi.acquire(300, TimeUnit.MILLISECONDS));
        assertFalse(multi.isAcquiredInThisProcess());
        assertEquals(List.of(), InterProcessMutexTest.children(client, a), "the lock taken first was released");

        other.release();
        assertTrue(multi.acquire(5, TimeUnit.SECONDS));
        assertTrue(multi.isAcquiredInThisProcess());
        multi.release();
        assertEquals(List.of(), InterProcessMutexTest.children(client, a));
        assertEquals(List.of(), InterProcessMutexTest.children(client, b));
    }

    @Test
    void releasesInReverseOrderAndReleasesAllDespiteFailures() throws Exception {
        List<String> events = new ArrayList<>();
        RecordingLock first = new RecordingLock("first", events, null);
        RecordingLock second = new RecordingLock("second", events, new IllegalStateException("second failed"));
        RecordingLock third = new RecordingLock("third", events, null);
        InterProcessMultiLock multi = new InterProcessMultiLock(List.of(first, second, third));

        multi.acquire();
        IllegalStateException failure = assertThrows(IllegalStateException.class, multi::release);

        assertSame(second.releaseFailure, failure);
        assertEquals(List.of("acquire first", "acquire second", "acquire third",
                "release third", "release second", "release first"), events);
    }

    @Test
    void oneDeadlineCoversAllTheLocks() throws Exception {
        List<String> events = new ArrayList<>();
        RecordingLock first = new RecordingLock("first", events, null);
        RecordingLock second = new RecordingLock("second", events, null);
        InterProcessMultiLock multi = new InterProcessMultiLock(List.of(first, second));

        assertTrue(multi.acquire(10, TimeUnit.SECONDS));

        assertTrue(first.grantedNanos <= TimeUnit.SECONDS.toNanos(10));
        assertTrue(second.grantedNanos < first.grantedNanos, "the second lock gets what the first left");
    }

    /** A lock that records calls; its release may fail. */
    private static final class RecordingLock implements InterProcessLock {
        final String name;
        final List<String> events;
        final RuntimeException releaseFailure;
        long grantedNanos;
        boolean held;

        RecordingLock(String name, List<String> events, RuntimeException releaseFailure) {
            this.name = name;
            this.events = events;
            this.releaseFailure = releaseFailure;
        }

        @Override
        public void acquire() {
            events.add("acquire " + name);
            held = true;
        }

        @Override
        public boolean acquire(long time, TimeUnit unit) {
            grantedNanos = unit.toNanos(time);
            acquire();
            return true;
        }

        @Override
        public void release() {
            events.add("release " + name);
            held = false;
            if (releaseFailure != null) {
                throw releaseFailure;
            }
        }

        @Override
        public boolean isAcquiredInThisProcess() {
            return held;
        }
    }
}
