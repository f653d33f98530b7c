package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class FrameTrackerTest {
    /** create2 header (xid 7, opcode 15) and 4 bytes of body. */
    private static final byte[] CREATE2 = frame(7, 15, new byte[] {1, 2, 3, 4});
    /** A ping: xid -2, opcode 11, no body. */
    private static final byte[] PING = frame(-2, 11, new byte[0]);

    private record Seen(Frame frame, int end) {
    }

    @Test
    void findsEachFrameWithItsHeaderAndEnd() {
        List<Seen> seen = scan(new FrameTracker(), concat(CREATE2, PING));

        assertEquals(List.of(new Seen(new Frame(0, 12, 7, 15), 16), new Seen(new Frame(1, 8, -2, 11), 28)), seen);
    }

    @Test
    void findsTheSameFramesWhenEveryByteComesAlone() {
        FrameTracker tracker = new FrameTracker();
        List<Frame> frames = new ArrayList<>();
        for (byte b : concat(CREATE2, PING)) {
            scan(tracker, new byte[] {b}).forEach(seen -> frames.add(seen.frame()));
        }

        assertEquals(List.of(new Frame(0, 12, 7, 15), new Frame(1, 8, -2, 11)), frames);
    }

    @Test
    void reportsAnEndBeyondTheBufferWhileTheFrameGoesOn() {
        FrameTracker tracker = new FrameTracker();
        byte[] big = frame(3, 4, new byte[100]);

        List<Seen> first = scan(tracker, Arrays.copyOfRange(big, 0, 20));
        List<Seen> rest = scan(tracker, concat(Arrays.copyOfRange(big, 20, big.length), PING));

        assertEquals(List.of(new Seen(new Frame(0, 108, 3, 4), 112)), first);
        assertEquals(List.of(new Seen(new Frame(1, 8, -2, 11), big.length - 20 + PING.length)), rest);
    }

    @Test
    void givesZerosForTheIntsOfAShortFrame() {
        byte[] empty = {0, 0, 0, 0};
        byte[] fourBytes = {0, 0, 0, 4, 0, 0, 0, 9};

        List<Seen> seen = scan(new FrameTracker(), concat(empty, fourBytes, PING));

        assertEquals(List.of(new Frame(0, 0, 0, 0), new Frame(1, 4, 9, 0), new Frame(2, 8, -2, 11)),
                seen.stream().map(Seen::frame).toList());
    }

    @Test
    void stopsFollowingAStreamThatIsNotFramed() {
        byte[] word = "srvr".getBytes(StandardCharsets.US_ASCII);

        assertEquals(List.of(), scan(new FrameTracker(), concat(word, PING)));
    }

    @Test
    void leavesTheBufferAsItWas() {
        ByteBuf bytes = Unpooled.wrappedBuffer(concat(CREATE2, PING));

        new FrameTracker().scan(bytes, (frame, end) -> { });

        assertEquals(0, bytes.readerIndex());
        assertEquals(CREATE2.length + PING.length, bytes.readableBytes());
    }

    private static List<Seen> scan(FrameTracker tracker, byte[] bytes) {
        List<Seen> seen = new ArrayList<>();
        tracker.scan(Unpooled.wrappedBuffer(bytes), (frame, end) -> seen.add(new Seen(frame, end)));
        return seen;
    }

    private static byte[] frame(int xid, int opcode, byte[] body) {
        ByteBuf frame = Unpooled.buffer();
        frame.writeInt(8 + body.length).writeInt(xid).writeInt(opcode).writeBytes(body);
        return Arrays.copyOf(frame.array(), frame.writerIndex());
    }

    private static byte[] concat(byte[]... parts) {
        ByteBuf all = Unpooled.buffer();
        Arrays.stream(parts).forEach(all::writeBytes);
        return Arrays.copyOf(all.array(), all.writerIndex());
    }
}
