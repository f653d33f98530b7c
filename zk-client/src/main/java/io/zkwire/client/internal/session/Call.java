package io.zkwire.client.internal.session;

import io.netty.buffer.ByteBuf;
import io.zkwire.client.internal.observe.ClientObserver;
import io.zkwire.client.internal.watch.WatchManager;
import io.zkwire.client.internal.watch.WatchRegistration;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.records.Record;
import java.util.concurrent.CompletableFuture;

/**
 * One request on its way through the session: what to send, how to read the answer, which watch the
 * answer confirms, and the future it completes. Completed on the event loop; the public API relays the
 * result to the caller (see {@link io.zkwire.client.internal.watch.EventDispatcher}).
 */
public final class Call<T> {

    private final OpCode op;
    private final Record request;
    private final String path;
    private final ReplyReader<T> reader;
    private final WatchRegistration watch;
    private final CompletableFuture<T> future = new CompletableFuture<>();

    // Set by the session on the event loop.
    int xid;
    long sentNanos;
    long waitDeadlineNanos;
    private ClientObserver observer; // set once written: only written requests are round trips
    private boolean own; // the client asked for itself: no caller hears how it ended
    private Object observation;

    /**
     * @param request the body, or null for header-only requests
     * @param path the client path named in errors, or null
     * @param watch the watch the reply may confirm, or null
     */
    public Call(OpCode op, Record request, String path, ReplyReader<T> reader, WatchRegistration watch) {
        this.op = op;
        this.request = request;
        this.path = path;
        this.reader = reader;
        this.watch = watch;
    }

    public Call(OpCode op, Record request, String path, ReplyReader<T> reader) {
        this(op, request, path, reader, null);
    }

    public OpCode op() {
        return op;
    }

    public Record request() {
        return request;
    }

    public String path() {
        return path;
    }

    public CompletableFuture<T> future() {
        return future;
    }

    public int xid() {
        return xid;
    }

    /** Marks a request the client makes for itself; returns this. */
    Call<T> own() {
        own = true;
        return this;
    }

    boolean isOwn() {
        return own;
    }

    /** Written now (xid set): its round trip is reported to {@code observer} when it ends. */
    void sent(long nanos, ClientObserver observer) {
        this.sentNanos = nanos;
        this.observer = observer;
        this.observation = observer.sent();
    }

    /** Applies a reply: first the watch its code confirms, then the result or the error. */
    void complete(int err, ByteBuf body, WatchManager watches) {
        if (observer != null && !future.isDone()) {
            observer.finished(observation, op, path, xid, sentNanos, err, null);
        }
        if (watch != null) {
            watch.apply(err, watches);
        }
        try {
            future.complete(err == 0 ? reader.read(body) : reader.onError(err, path));
        } catch (KeeperException e) {
            future.completeExceptionally(e);
        }
    }

    boolean fail(Throwable cause) {
        if (observer != null && !future.isDone()) {
            observer.finished(observation, op, path, xid, sentNanos, 0, cause);
        }
        return future.completeExceptionally(cause);
    }

    @Override
    public String toString() {
        return op + (path == null ? "" : " " + path) + (xid == 0 ? "" : " xid " + xid);
    }
}
