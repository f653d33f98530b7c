package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** One direction of a connection, between two embedded channels, with real time for its delays. */
class PipeTest {
    private static final Duration DELAY = Duration.ofMillis(200);
    private static final Duration LIMIT = Duration.ofSeconds(10);

    private final AtomicReference<Fault> fault = new AtomicReference<>(Fault.pass());
    private final EmbeddedChannel source = new EmbeddedChannel();
    private final EmbeddedChannel destination = new EmbeddedChannel();
    private final AtomicBoolean done = new AtomicBoolean();
    private final Pipe pipe = new Pipe(Direction.CLIENT_TO_SERVER, source, fault::get, () -> done.set(true));

    @Test
    void laterBytesWaitForDelayedOnesWhenTheDelayEnds() throws Exception {
        pipe.connect(destination);
        fault.set(Fault.delay(DELAY, Duration.ZERO));
        pipe.receive(bytes("first"));
        fault.set(Fault.pass());
        pipe.drain();

        pipe.receive(bytes("second"));

        assertNull(destination.readOutbound(), "nothing may arrive before the delayed bytes are due");
        assertEquals(List.of("first", "second"), awaitOutbound(2));
    }

    @Test
    void holdsBytesAndStopsReadingWhileBlackholed() {
        pipe.connect(destination);
        fault.set(Fault.blackhole());

        pipe.receive(bytes("held"));

        assertNull(destination.readOutbound());
        assertFalse(source.config().isAutoRead());
        fault.set(Fault.pass());
        pipe.drain();
        assertEquals("held", text(destination.readOutbound()));
        assertTrue(source.config().isAutoRead());
    }

    @Test
    void holdsEverythingUntilTheDestinationIsKnown() {
        pipe.receive(bytes("early"));

        assertFalse(source.config().isAutoRead());
        pipe.connect(destination);
        assertEquals("early", text(destination.readOutbound()));
    }

    @Test
    void discardsAndReleasesTheDroppedDirection() {
        pipe.connect(destination);
        fault.set(Fault.drop(Direction.CLIENT_TO_SERVER));
        ByteBuf dropped = bytes("dropped");

        pipe.receive(dropped);

        assertNull(destination.readOutbound());
        assertEquals(0, dropped.refCnt());
        assertTrue(source.config().isAutoRead(), "a dropping pipe reads on");
    }

    @Test
    void passesWhenOnlyTheOtherDirectionIsDropped() {
        pipe.connect(destination);
        fault.set(Fault.drop(Direction.SERVER_TO_CLIENT));

        pipe.receive(bytes("request"));

        assertEquals("request", text(destination.readOutbound()));
    }

    @Test
    void passesTheEndOnOnlyAfterTheDelayedBytes() throws Exception {
        pipe.connect(destination);
        fault.set(Fault.delay(DELAY, Duration.ZERO));
        pipe.receive(bytes("last words"));

        pipe.end();

        assertFalse(done.get());
        assertTrue(destination.isOpen());
        runDeliveriesUntil(done::get);
        assertEquals(List.of("last words"), outbound());
        assertFalse(destination.isOpen(), "an embedded channel cannot half-close, so it is closed");
    }

    @Test
    void discardingReleasesHeldBytesAndIsDone() {
        pipe.connect(destination);
        fault.set(Fault.blackhole());
        ByteBuf held = bytes("held");
        pipe.receive(held);

        pipe.discard();

        assertTrue(done.get());
        assertEquals(0, held.refCnt());
        fault.set(Fault.pass());
        pipe.drain();
        assertNull(destination.readOutbound());
    }

    private List<String> awaitOutbound(int count) throws InterruptedException {
        runDeliveriesUntil(() -> destination.outboundMessages().size() >= count);
        return outbound();
    }

    /** Runs the source's scheduled deliveries as they fall due, until {@code done}. */
    private void runDeliveriesUntil(BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (!done.getAsBoolean()) {
            assertTrue(System.nanoTime() - deadline < 0, "deliveries not done within " + LIMIT);
            long untilNext = source.runScheduledPendingTasks();
            destination.runPendingTasks();
            if (untilNext > 0) {
                TimeUnit.NANOSECONDS.sleep(untilNext); // embedded channels have no event to wait for
            }
        }
    }

    /** What was written to the destination, without the empty buffer that precedes a close. */
    private List<String> outbound() {
        List<String> out = new ArrayList<>();
        for (ByteBuf next = destination.readOutbound(); next != null; next = destination.readOutbound()) {
            out.add(text(next));
        }
        out.removeIf(String::isEmpty);
        return out;
    }

    private static ByteBuf bytes(String text) {
        return Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII);
    }

    private static String text(ByteBuf bytes) {
        try {
            return bytes.toString(StandardCharsets.US_ASCII);
        } finally {
            bytes.release();
        }
    }
}
