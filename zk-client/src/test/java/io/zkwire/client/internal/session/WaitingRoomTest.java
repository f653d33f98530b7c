package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.channel.DefaultEventLoop;
import io.netty.channel.EventLoop;
import io.zkwire.protocol.OpCode;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WaitingRoomTest {

    private final EventLoop loop = new DefaultEventLoop();

    @AfterEach
    void stop() {
        loop.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
    }

    private static Call<Void> call(String path) {
        return new Call<>(OpCode.SYNC, null, path, ReplyReader.none());
    }

    private <T> T onLoop(java.util.concurrent.Callable<T> task) throws Exception {
        return loop.submit(task).get(5, TimeUnit.SECONDS);
    }

    @Test
    void aCallThatWaitsTooLongIsHandedToTheTimeout() throws Exception {
        WaitingRoom room = new WaitingRoom(loop, 20, c -> c.fail(new IllegalStateException("timed out " + c.path())));
        Call<Void> a = call("/a");
        onLoop(() -> {
            room.add(a);
            return null;
        });
        ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> a.future().get(5, TimeUnit.SECONDS));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertEquals(List.of(), onLoop(room::takeAll));
    }

    @Test
    void takeAllHandsBackTheCallsInOrderAndStopsTheTimer() throws Exception {
        CompletableFuture<Call<?>> timedOut = new CompletableFuture<>();
        WaitingRoom room = new WaitingRoom(loop, 60_000, timedOut::complete);
        Call<Void> a = call("/a");
        Call<Void> b = call("/b");
        List<Call<?>> taken = onLoop(() -> {
            room.add(a);
            room.add(b);
            return room.takeAll();
        });
        assertEquals(List.of(a, b), taken);
        assertFalse(a.future().isDone());
        assertTrue(onLoop(room::takeAll).isEmpty());
        assertFalse(timedOut.isDone());
    }
}
