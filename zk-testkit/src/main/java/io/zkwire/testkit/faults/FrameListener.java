package io.zkwire.testkit.faults;

import java.nio.ByteBuffer;

/**
 * Hears each whole frame that a {@link FaultProxy} reads in one direction (see
 * {@link FaultProxy#listen(Direction, FrameListener)}), e.g. to log which requests a client sent.
 */
@FunctionalInterface
public interface FrameListener {

    /**
     * Runs on the proxy's thread, so it must return quickly; what it throws is logged and ignored.
     *
     * @param frame where the frame stands in its connection, and its first two ints
     * @param body the frame without its length prefix: a read-only copy, positioned at its start
     */
    void onFrame(Frame frame, ByteBuffer body);
}
