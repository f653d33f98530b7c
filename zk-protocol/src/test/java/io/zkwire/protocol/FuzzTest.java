package io.zkwire.protocol;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import io.zkwire.protocol.codec.FrameDecoder;
import io.zkwire.protocol.codec.Frames;
import io.zkwire.protocol.records.MultiRequest;
import io.zkwire.protocol.records.MultiResponse;
import io.zkwire.protocol.records.Op;
import io.zkwire.protocol.records.Record;
import io.zkwire.protocol.testing.Catalog;
import io.zkwire.protocol.testing.RandomValues;
import io.zkwire.protocol.testing.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated frames through the FrameDecoder and every record decoder: the only failure allowed
 * is a ProtocolException (wrapped in a DecoderException by Netty inside the pipeline). Anything else
 * (IndexOutOfBounds, NegativeArraySize, OutOfMemoryError, a hang caught by the JUnit timeout) fails.
 */
class FuzzTest {

    /** 100,000 in the normal build; the soak profile runs a million ({@code -Dzkwire.fuzz.inputs=1000000}). */
    private static final int FRAMES = Integer.getInteger("zkwire.fuzz.inputs", 100_000);
    private static final int VALID_PER_TYPE = 12;
    /** Small enough that mutated lengths often land inside it, large enough for real records. */
    private static final int MAX_FRAME = 64 * 1024;
    /** Mutating multi-kilobyte values costs time and finds nothing a short one would not. */
    private static final int MAX_VALID_BYTES = 512;
    private static final int[] INTERESTING = {-1, -2, 0, 1, 8, 0x7f, 0x80, 0xffff, 0x7fffffff, 0x80000000, 0x00ffffff};

    private record Target(String name, Function<ByteBuf, ?> decoder, List<byte[]> valid) {
    }

    private final long seed = Seeds.forName("fuzz");
    private final Random random = new Random(seed);
    private long accepted;
    private long rejected;
    private long framesOut;

    @Test
    void onlyProtocolExceptionsEscape() {
        List<Target> targets = targets(new RandomValues(seed));
        EmbeddedChannel channel = new EmbeddedChannel(new FrameDecoder(MAX_FRAME));
        ByteBuf pending = Unpooled.buffer();
        try {
            for (int i = 0; i < FRAMES; i++) {
                Target target = targets.get(random.nextInt(targets.size()));
                byte[] payload = random.nextInt(5) == 0 ? randomBytes() : mutate(pick(target.valid()));
                decodeAllowingOnlyProtocolException(target, payload, i);
                pending.writeInt(random.nextInt(20) == 0 ? mutateInt(payload.length) : payload.length);
                pending.writeBytes(payload);
                if (random.nextInt(8) == 0) {
                    channel = feed(channel, pending, targets, i);
                }
            }
            feed(channel, pending, targets, FRAMES).finishAndReleaseAll();
        } finally {
            pending.release();
        }
        assertTrue(accepted > FRAMES / 10 && rejected > FRAMES / 10 && framesOut > FRAMES / 10,
                "the fuzzer must exercise both outcomes: accepted " + accepted + ", rejected " + rejected
                        + ", frames decoded " + framesOut);
    }

    /** Feeds the pending stream in random chunks; a channel that failed on a bad length is replaced. */
    private EmbeddedChannel feed(EmbeddedChannel channel, ByteBuf pending, List<Target> targets, int iteration) {
        while (pending.isReadable()) {
            ByteBuf chunk = pending.readRetainedSlice(Math.min(pending.readableBytes(), 1 + random.nextInt(4096)));
            try {
                channel.writeInbound(chunk);
            } catch (DecoderException e) {
                assertInstanceOf(ProtocolException.class, e.getCause(), context(iteration, "FrameDecoder", null));
                channel.finishAndReleaseAll();
                channel = new EmbeddedChannel(new FrameDecoder(MAX_FRAME));
            }
            for (ByteBuf frame = channel.readInbound(); frame != null; frame = channel.readInbound()) {
                framesOut++;
                byte[] bytes = ByteBufUtil.getBytes(frame);
                frame.release();
                decodeAllowingOnlyProtocolException(targets.get(random.nextInt(targets.size())), bytes, iteration);
            }
        }
        pending.clear();
        return channel;
    }

    private void decodeAllowingOnlyProtocolException(Target target, byte[] bytes, int iteration) {
        try {
            target.decoder().apply(Unpooled.wrappedBuffer(bytes));
            accepted++;
        } catch (ProtocolException e) {
            rejected++;
        } catch (Throwable t) {
            fail(context(iteration, target.name(), bytes), t);
        }
    }

    private String context(int iteration, String decoder, byte[] bytes) {
        String hex = bytes == null ? "" : ", input " + ByteBufUtil.hexDump(bytes, 0, Math.min(bytes.length, 256));
        return Seeds.describe(seed) + ", frame " + iteration + ", decoder " + decoder + hex;
    }

    private byte[] mutate(byte[] valid) {
        ByteBuf buf = Unpooled.buffer(valid.length + 64).writeBytes(valid);
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            int size = buf.readableBytes();
            int at = size == 0 ? 0 : random.nextInt(size);
            switch (random.nextInt(7)) {
                case 0 -> {
                    if (size > 0) {
                        buf.setByte(at, buf.getByte(at) ^ (1 << random.nextInt(8)));
                    }
                }
                case 1 -> {
                    if (size >= 4) {
                        buf.setInt(Math.min(at, size - 4), mutateInt(size - at));
                    }
                }
                case 2 -> buf.writerIndex(at);
                case 3 -> buf.writeBytes(randomBytes());
                case 4 -> {
                    byte[] insert = randomBytes();
                    ByteBuf tail = buf.copy(at, size - at);
                    buf.writerIndex(at).writeBytes(insert).writeBytes(tail);
                    tail.release();
                }
                case 5 -> {
                    if (size > 0) {
                        buf.setByte(at, new int[] {0xff, 0x80, 0xc0, 0xed, 0xf4, 0x00}[random.nextInt(6)]);
                    }
                }
                default -> {
                    int end = Math.min(size, at + 1 + random.nextInt(16));
                    ByteBuf tail = buf.copy(end, size - end);
                    buf.writerIndex(at).writeBytes(tail);
                    tail.release();
                }
            }
        }
        byte[] bytes = ByteBufUtil.getBytes(buf);
        buf.release();
        return bytes;
    }

    private int mutateInt(int nearby) {
        return switch (random.nextInt(4)) {
            case 0 -> INTERESTING[random.nextInt(INTERESTING.length)];
            case 1 -> nearby + random.nextInt(9) - 4;
            case 2 -> random.nextInt();
            default -> -random.nextInt(1000);
        };
    }

    private byte[] randomBytes() {
        byte[] bytes = new byte[random.nextInt(64)];
        random.nextBytes(bytes);
        return bytes;
    }

    private byte[] pick(List<byte[]> valid) {
        return valid.get(random.nextInt(valid.size()));
    }

    private static List<Target> targets(RandomValues values) {
        List<Target> targets = new ArrayList<>();
        for (Class<? extends Record> type : Catalog.RECORDS) {
            List<byte[]> valid = new ArrayList<>();
            while (valid.size() < VALID_PER_TYPE) {
                byte[] bytes = Catalog.encode(Catalog.random(type, values));
                if (bytes.length <= MAX_VALID_BYTES) {
                    valid.add(bytes);
                }
            }
            targets.add(new Target(type.getSimpleName(), in -> Catalog.decode(type, in), valid));
        }
        targets.add(new Target("MultiRequest", MultiRequest::decode, List.of(
                Catalog.encode(new MultiRequest(List.of(Op.check("/a", 0), Op.delete("/a", -1),
                        Op.setData("/b", new byte[3], 2), Op.create(new io.zkwire.protocol.records.CreateRequest(
                                "/c", null, Ids.OPEN_ACL_UNSAFE, 3))))),
                Catalog.encode(new MultiRequest(List.of(Op.getData("/a"), Op.getChildren("/")))))));
        targets.add(new Target("MultiResponse", MultiResponse::decode, List.of(
                Catalog.encode(new MultiResponse(List.of(new OpResult.CreateResult("/b", null),
                        new OpResult.DeleteResult(), new OpResult.ErrorResult(-101),
                        new OpResult.SetDataResult(values.record(io.zkwire.protocol.data.Stat.class))))),
                Catalog.encode(new MultiResponse(List.of(new OpResult.GetChildrenResult(List.of("x", "y")),
                        new OpResult.GetDataResult(null, values.record(io.zkwire.protocol.data.Stat.class))))))));
        // Whole frames too: a header followed by a body, as the client will decode them.
        targets.add(new Target("ReplyHeader+GetDataResponse", in -> {
            io.zkwire.protocol.records.ReplyHeader.decode(in);
            return io.zkwire.protocol.records.GetDataResponse.decode(in);
        }, List.of(frame(values))));
        return targets;
    }

    private static byte[] frame(RandomValues values) {
        ByteBuf buf = Unpooled.buffer();
        Frames.encode(buf, new io.zkwire.protocol.records.ReplyHeader(5, 7, 0),
                values.record(io.zkwire.protocol.records.GetDataResponse.class));
        buf.skipBytes(Frames.LENGTH_BYTES);
        byte[] bytes = ByteBufUtil.getBytes(buf);
        buf.release();
        return bytes;
    }
}
