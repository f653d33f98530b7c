package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;
import java.util.Optional;

/**
 * The frame-aware part of one connection, for {@link FaultProxy#resetAfterNextRequest}: follows the frames
 * both ways, takes the proxy's armed cut when a client frame matches it, lets no client byte after that frame
 * through, and spots the server's reply to it. Used only on the connection's event loop.
 */
final class RequestCut {
    private final FaultProxy proxy;
    private final FrameTracker requests = new FrameTracker();
    private final FrameTracker replies = new FrameTracker();
    private CutTrap trap;
    private Frame request;
    /** Client bytes still to forward once a request matched: none after that request. */
    private long bytesBeforeCut;
    private boolean replyArrived;

    RequestCut(FaultProxy proxy) {
        this.proxy = proxy;
    }

    /** The part of the client's bytes that may go to the server; the rest is released. */
    ByteBuf fromClient(ByteBuf bytes) {
        requests.scan(bytes, this::onRequest);
        if (trap == null) {
            return bytes;
        }
        int readable = bytes.readableBytes();
        if (bytesBeforeCut >= readable) {
            bytesBeforeCut -= readable;
            return bytes;
        }
        ByteBuf head = bytes.readRetainedSlice((int) bytesBeforeCut);
        bytes.release();
        bytesBeforeCut = 0;
        return head;
    }

    /** True when the server's bytes carry the reply to the matched request: time to cut. */
    boolean isReplyToCut(ByteBuf bytes) {
        replies.scan(bytes, this::onReply);
        return replyArrived && trap != null;
    }

    /** The cut is done: hands over the trap, to be completed once the connection is reset. */
    Optional<CutTrap> take() {
        Optional<CutTrap> taken = Optional.ofNullable(trap);
        trap = null;
        return taken;
    }

    Frame request() {
        return request;
    }

    /** The connection ended before the reply: whoever waits for the cut learns why. */
    void fail(String who) {
        take().ifPresent(failed -> failed.cut().completeExceptionally(new IllegalStateException(who
                + " ended the connection before the server replied to " + request)));
    }

    private void onRequest(Frame frame, int end) {
        if (trap == null && request == null) {
            trap = proxy.takeTrap(frame);
            if (trap != null) {
                request = frame;
                bytesBeforeCut = end;
            }
        }
    }

    private void onReply(Frame frame, int end) {
        replyArrived |= trap != null && frame.index() > 0 && frame.xid() == request.xid();
    }
}
