package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;

/**
 * Follows the frame boundaries of one direction of a connection without changing its bytes, so that a fault
 * can act on whole frames (see {@link Frame}). A stream that is not framed, such as a four-letter word,
 * shows an implausible length at once; the tracker then stops following it.
 */
final class FrameTracker {
    /** Far above any frame a server accepts by default, far below any four-letter word read as a length. */
    static final int MAX_LENGTH = 64 << 20;
    private static final int PREFIX = 4;
    private static final int HEADER = 8;

    private final byte[] start = new byte[PREFIX + HEADER];
    private int filled;
    private int wanted = PREFIX;
    private int length;
    private int skip;
    private int index;
    private boolean lost;

    /** Told of each frame as soon as its length and header (or all of a shorter frame) have been seen. */
    interface Listener {
        /**
         * @param end where the frame ends, counted from the reader index of the buffer being scanned; beyond
         *     its readable bytes when the frame goes on in later buffers
         */
        void onFrame(Frame frame, int end);
    }

    /** Reads the next bytes of the stream, leaving the buffer's indexes as they were. */
    void scan(ByteBuf bytes, Listener listener) {
        int base = bytes.readerIndex();
        int size = bytes.readableBytes();
        int pos = 0;
        while (pos < size && !lost) {
            if (skip > 0) {
                int step = Math.min(skip, size - pos);
                skip -= step;
                pos += step;
                continue;
            }
            start[filled++] = bytes.getByte(base + pos++);
            if (filled == PREFIX && !readLength()) {
                return;
            }
            if (filled == wanted) {
                int rest = length - (wanted - PREFIX);
                listener.onFrame(new Frame(index++, length, intAt(PREFIX), intAt(PREFIX + 4)), pos + rest);
                skip = rest;
                filled = 0;
                wanted = PREFIX;
            }
        }
    }

    /** False, and no more tracking, when the stream turns out not to be framed. */
    private boolean readLength() {
        length = intAt(0);
        if (length < 0 || length > MAX_LENGTH) {
            lost = true;
            return false;
        }
        wanted = PREFIX + Math.min(HEADER, length);
        return true;
    }

    private int intAt(int offset) {
        if (filled < offset + 4) {
            return 0;
        }
        return (start[offset] & 0xff) << 24 | (start[offset + 1] & 0xff) << 16 | (start[offset + 2] & 0xff) << 8
                | start[offset + 3] & 0xff;
    }
}
