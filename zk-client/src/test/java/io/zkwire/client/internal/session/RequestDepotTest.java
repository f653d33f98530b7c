package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class RequestDepotTest {

    private static Call<Void> call(int xid) {
        Call<Void> c = new Call<>(OpCode.SYNC, null, "/p" + xid, ReplyReader.none());
        c.xid = xid;
        return c;
    }

    /** A depot that sent {@code calls}, in this order. */
    private static RequestDepot depotThatSent(Call<?>... calls) {
        RequestDepot depot = new RequestDepot();
        for (Call<?> call : calls) {
            depot.sent(call);
        }
        return depot;
    }

    @Test
    void repliesAreMatchedStrictlyInSendOrder() {
        Call<Void> first = call(1);
        Call<Void> second = call(2);
        RequestDepot depot = depotThatSent(first, second);
        assertSame(first, depot.take(1));
        assertSame(second, depot.take(2));
        assertTrue(depot.isEmpty());
    }

    @Test
    void anOutOfOrderReplyIsAProtocolErrorAndDeliversNothing() {
        RequestDepot depot = depotThatSent(call(1), call(2));
        ProtocolException e = assertThrows(ProtocolException.class, () -> depot.take(2));
        assertTrue(e.getMessage().contains("xid 2"), e.getMessage());
        assertEquals(2, depot.size(), "the mismatched reply must not consume a request");
        assertThrows(ProtocolException.class, () -> new RequestDepot().take(5), "nothing pending");
    }

    @Test
    void anUnimplementedReplyMayNameAnyPendingRequest() {
        Call<Void> first = call(1);
        Call<Void> second = call(2);
        RequestDepot depot = depotThatSent(first, second);
        assertEquals(1, depot.peekXid());
        assertSame(second, depot.removeOutOfOrder(2));
        assertEquals(null, depot.removeOutOfOrder(9));
        assertSame(first, depot.take(1));
    }

    @Test
    void atMostOnePingIsTrackedApart() {
        RequestDepot depot = depotThatSent(call(1));
        assertFalse(depot.pingInFlight());
        depot.pingSent(123L);
        assertTrue(depot.pingInFlight());
        assertEquals(123L, depot.pingAnswered());
        assertFalse(depot.pingInFlight());
        assertThrows(ProtocolException.class, depot::pingAnswered, "a ping reply with no ping out");
        assertEquals(1, depot.size(), "pings never touch the ordered queue");
    }

    @Test
    void authRepliesAreMatchedAmongThemselves() {
        RequestDepot depot = new RequestDepot();
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        depot.authSent(null);
        depot.authSent(waiter);
        assertTrue(depot.authAnswered().isDone(), "a replayed credential has nobody waiting");
        assertSame(waiter, depot.authAnswered());
        assertThrows(ProtocolException.class, depot::authAnswered);
    }

    @Test
    void drainHandsBackEverythingOldestFirst() {
        Call<Void> a = call(1);
        Call<Void> b = call(2);
        RequestDepot depot = depotThatSent(a, b);
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        depot.authSent(waiter);
        depot.pingSent(1);
        RequestDepot.Drained drained = depot.drain();
        assertEquals(List.of(a, b), drained.calls());
        assertEquals(List.of(waiter), drained.authWaiters());
        assertTrue(depot.isEmpty());
        assertFalse(depot.pingInFlight());
    }
}
