package io.zkwire.client.internal.session;

import io.zkwire.protocol.ProtocolException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * What one connection has sent and not yet seen answered (docs/contributing/protocol.md §3.3). Normal replies must match
 * the oldest pending request exactly; anything else is a protocol error and the connection must be
 * dropped, never a reply handed to the wrong caller. The single in-flight ping (xid −2) and auth
 * packets (xid −4, answered outside the ordered pipeline) are tracked apart. Confined to the event loop.
 */
public final class RequestDepot {

    /** Stands in for a replayed auth packet nobody waits for. */
    private static final CompletableFuture<Void> NO_WAITER = CompletableFuture.completedFuture(null);

    private final ArrayDeque<Call<?>> pending = new ArrayDeque<>();
    private final ArrayDeque<CompletableFuture<Void>> auths = new ArrayDeque<>();
    private long pingSentNanos;
    private boolean pingInFlight;

    public void sent(Call<?> call) {
        pending.addLast(call);
    }

    /** The oldest pending request, which must carry {@code xid}. */
    public Call<?> take(int xid) {
        Call<?> head = pending.peekFirst();
        if (head == null) {
            throw new ProtocolException("reply with xid " + xid + " but no request is pending");
        }
        if (head.xid != xid) {
            throw new ProtocolException("reply with xid " + xid + " does not match the oldest pending request ("
                    + head + "); replies must come in request order");
        }
        return pending.pollFirst();
    }

    /**
     * Removes the pending request with {@code xid}, wherever it is in the queue, or returns null. Only
     * for UNIMPLEMENTED replies, which the server sends at once, ahead of earlier requests still in its
     * pipeline (UnimplementedRequestProcessor), just before it closes the connection.
     */
    public Call<?> removeOutOfOrder(int xid) {
        for (var it = pending.iterator(); it.hasNext(); ) {
            Call<?> call = it.next();
            if (call.xid == xid) {
                it.remove();
                return call;
            }
        }
        return null;
    }

    public boolean pingInFlight() {
        return pingInFlight;
    }

    public void pingSent(long nanos) {
        pingInFlight = true;
        pingSentNanos = nanos;
    }

    /** Accounts for a ping reply; returns the nanoTime the ping was sent. */
    public long pingAnswered() {
        if (!pingInFlight) {
            throw new ProtocolException("ping reply (xid -2) but no ping is in flight");
        }
        pingInFlight = false;
        return pingSentNanos;
    }

    /** An auth packet went out; {@code waiter} (may be null) completes with its reply. */
    public void authSent(CompletableFuture<Void> waiter) {
        auths.addLast(waiter == null ? NO_WAITER : waiter);
    }

    /** Accounts for an auth reply; returns who waits for it (a completed future if nobody). */
    public CompletableFuture<Void> authAnswered() {
        CompletableFuture<Void> waiter = auths.pollFirst();
        if (waiter == null) {
            throw new ProtocolException("auth reply (xid -4) but no auth packet is in flight");
        }
        return waiter;
    }

    /** The xid of the oldest pending request; only meaningful when not empty. */
    public int peekXid() {
        return pending.getFirst().xid;
    }

    public int size() {
        return pending.size();
    }

    public boolean isEmpty() {
        return pending.isEmpty();
    }

    /** Empties the depot (connection gone): the pending calls and the auth waiters, oldest first. */
    public Drained drain() {
        Drained drained = new Drained(new ArrayList<>(pending), new ArrayList<>(auths));
        pending.clear();
        auths.clear();
        pingInFlight = false;
        return drained;
    }

    /** What a drained depot held. */
    public record Drained(List<Call<?>> calls, List<CompletableFuture<Void>> authWaiters) {}
}
