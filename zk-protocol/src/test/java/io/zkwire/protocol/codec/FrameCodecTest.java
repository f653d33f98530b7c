package io.zkwire.protocol.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.EncoderException;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.GetDataRequest;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.RequestHeader;
import io.zkwire.protocol.records.WatcherEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FrameCodecTest {

    private final EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder(100));

    @AfterEach
    void close() {
        channel.finishAndReleaseAll();
    }

    @Test
    void pingFrameIsTheDocumentedTwelveBytes() {
        ByteBuf frame = Frames.encode(ByteBufAllocator.DEFAULT, RequestHeader.PING, null);
        assertEquals("00000008" + "fffffffe" + "0000000b", ByteBufUtil.hexDump(frame));
        frame.release();
    }

    @Test
    void connectFrameHasLength45() {
        ByteBuf frame = Frames.encode(ByteBufAllocator.DEFAULT, ConnectRequest.newSession(30000, false), null);
        assertEquals(49, frame.readableBytes());
        assertEquals(0x2d, frame.getInt(0));
        frame.release();
    }

    @Test
    void encodeAppendsAfterExistingBytesAndPatchesTheLength() {
        ByteBuf out = Unpooled.buffer();
        out.writeByte(0x7e);
        Frames.encode(out, new RequestHeader(7, 4), new GetDataRequest("/a", true));
        assertEquals("7e" + "0000000f" + "00000007" + "00000004" + "00000002" + "2f61" + "01", ByteBufUtil.hexDump(out));
    }

    @Test
    void encodeLeavesTheBufferUntouchedWhenARecordCannotBeEncoded() {
        ByteBuf out = Unpooled.buffer();
        out.writeByte(1);
        assertThrows(IllegalArgumentException.class,
                () -> Frames.encode(out, new RequestHeader(1, 4), new GetDataRequest("/\uD800", false)));
        assertEquals("01", ByteBufUtil.hexDump(out));
    }

    @Test
    void encoderWritesFrames() {
        EmbeddedChannel out = new EmbeddedChannel(new FrameEncoder());
        out.writeOutbound(new Frame(new ReplyHeader(-1, 5, 0), new WatcherEvent(1, 3, "/a")));
        ByteBuf written = out.readOutbound();
        assertEquals("0000001e" + "ffffffff" + "0000000000000005" + "00000000" + "00000001" + "00000003" + "00000002"
                + "2f61", ByteBufUtil.hexDump(written));
        written.release();
        assertThrows(EncoderException.class, () -> out.writeOutbound(new Frame(new WatcherEvent(1, 3, "\uDC00"))));
        out.finishAndReleaseAll();
    }

    @Test
    void reassemblesFramesFedOneByteAtATime() {
        ByteBuf stream = Unpooled.buffer();
        Frames.encode(stream, RequestHeader.PING, null);
        Frames.encode(stream, new ReplyHeader(1, 2, 0), new WatcherEvent(1, 3, "/x"));
        stream.writeInt(0);
        while (stream.isReadable()) {
            channel.writeInbound(stream.readRetainedSlice(1));
        }
        stream.release();
        assertPayload("fffffffe0000000b");
        assertPayload("00000001" + "0000000000000002" + "00000000" + "00000001" + "00000003" + "00000002" + "2f78");
        assertPayload("");
        assertNull(channel.readInbound());
    }

    @Test
    void acceptsAFrameOfExactlyTheLimit() {
        ByteBuf frame = Unpooled.buffer().writeInt(100).writeZero(100);
        channel.writeInbound(frame);
        ByteBuf payload = channel.readInbound();
        assertEquals(100, payload.readableBytes());
        payload.release();
    }

    @Test
    void oversizedLengthFailsAtOnceWithoutWaitingForThePayload() {
        DecoderException e = assertThrows(DecoderException.class,
                () -> channel.writeInbound(Unpooled.buffer().writeInt(101)));
        ProtocolException cause = assertInstanceOf(ProtocolException.class, e.getCause());
        assertEquals("incoming frame of 101 bytes exceeds the limit of 100 bytes; if the server really sends "
                + "replies this large (big znodes or child lists), raise jute.maxbuffer on the client (the limit is "
                + "jute.maxbuffer + 1024)", cause.getMessage());
        // The stream cannot be trusted after a bad length: the rest is discarded quietly, nothing is emitted.
        channel.writeInbound(Unpooled.buffer().writeInt(0).writeInt(0));
        assertNull(channel.readInbound());
    }

    @Test
    void negativeLengthFails() {
        DecoderException e = assertThrows(DecoderException.class,
                () -> channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {(byte) 0xff, 0, 0, 0, 1})));
        assertTrue(e.getCause().getMessage().startsWith("incoming frame has negative length -16777216"),
                e.getCause().getMessage());
    }

    @Test
    void defaultLimitIsMaxBufferPlusSlack() {
        assertEquals(0xfffff + 1024, new FrameDecoder().maxFrameLength());
        assertThrows(IllegalArgumentException.class, () -> new FrameDecoder(-1));
    }

    private void assertPayload(String hex) {
        ByteBuf payload = channel.readInbound();
        assertEquals(hex, ByteBufUtil.hexDump(payload));
        payload.release();
    }
}
