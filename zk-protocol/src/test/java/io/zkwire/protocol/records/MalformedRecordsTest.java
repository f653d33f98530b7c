package io.zkwire.protocol.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.testing.Catalog;
import io.zkwire.protocol.testing.RandomValues;
import io.zkwire.protocol.testing.Seeds;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Truncated, oversized and non-text input gives a ProtocolException that says what was wrong. */
class MalformedRecordsTest {

    private static final int VALUES_PER_TYPE = 20;

    /** Every proper prefix of a valid encoding is rejected (ConnectResponse's optional last byte aside). */
    @TestFactory
    Stream<DynamicTest> everyTruncationIsRejected() {
        return Catalog.RECORDS.stream().map(type -> dynamicTest(type.getSimpleName(), () -> {
            long seed = Seeds.forName("truncate " + type.getSimpleName());
            RandomValues values = new RandomValues(seed);
            for (int i = 0; i < VALUES_PER_TYPE; i++) {
                Record value = Catalog.random(type, values);
                byte[] bytes = Catalog.encode(value);
                for (int length = 0; length < bytes.length; length = nextLength(length, bytes.length, values)) {
                    ByteBuf prefix = Unpooled.wrappedBuffer(bytes, 0, length);
                    if (type == ConnectResponse.class && length == bytes.length - 1) {
                        assertFalse(((ConnectResponse) Catalog.decode(type, prefix)).readOnly());
                        continue;
                    }
                    int cut = length;
                    ProtocolException e = assertThrows(ProtocolException.class, () -> Catalog.decode(type, prefix),
                            () -> Seeds.describe(seed) + ": " + value + " cut to " + cut + " of " + bytes.length);
                    assertTrue(e.getMessage().matches("(?s).*(truncated|has length|has count).*remain.*"),
                            e.getMessage());
                }
            }
        }));
    }

    /** All short prefixes, then a sample of longer ones (8 KB buffers would make this quadratic). */
    private static int nextLength(int length, int total, RandomValues values) {
        if (length < 80 || total - length <= 16) {
            return length + 1;
        }
        return Math.min(total - 16, length + 1 + values.random().nextInt(total / 32 + 1));
    }

    @Test
    void hugeVectorCountsFailBeforeAllocating() {
        for (String hex : new String[] {"7fffffff", "0fffffff 00000000", "fffffffe"}) {
            assertThrows(ProtocolException.class, () -> GetChildrenResponse.decode(buf(hex)), hex);
            assertThrows(ProtocolException.class, () -> WhoAmIResponse.decode(buf(hex)), hex);
            assertThrows(ProtocolException.class, () -> GetACLResponse.decode(buf(hex)), hex);
        }
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> GetACLResponse.decode(buf("00000002" + "00".repeat(20))));
        assertEquals("vector GetACLResponse.acl has count 2, but that cannot fit in the frame; 20 bytes remain and "
                + "an element takes at least 12", e.getMessage());
    }

    @Test
    void hugeAndNegativeLengthsFailBeforeAllocating() {
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> GetDataResponse.decode(buf("7ffffff0 0102")));
        assertEquals("buffer GetDataResponse.data has length 2147483632, but the frame is shorter; 2 bytes remain",
                e.getMessage());
        e = assertThrows(ProtocolException.class, () -> WatcherEvent.decode(buf("00000001 00000003 ffffff00")));
        assertEquals("ustring WatcherEvent.path has length -256, but only -1 (null) may be negative; 0 bytes remain",
                e.getMessage());
    }

    @Test
    void invalidUtf8InARecordIsRejected() {
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> WatcherEvent.decode(buf("00000001 00000003 00000003 2f ff 61")));
        assertEquals("invalid UTF-8 in ustring WatcherEvent.path at byte 1 of 3: byte 0xff cannot start a UTF-8 "
                + "sequence", e.getMessage());
        e = assertThrows(ProtocolException.class, () -> GetChildrenResponse.decode(buf("00000001 00000001 c3")));
        assertTrue(e.getMessage().startsWith("in element 0 of 1 of vector GetChildrenResponse.children: invalid "
                + "UTF-8"), e.getMessage());
    }

    private static ByteBuf buf(String hex) {
        return Unpooled.wrappedBuffer(ByteBufUtil.decodeHexDump(hex.replace(" ", "")));
    }
}
