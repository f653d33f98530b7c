package io.zkwire.protocol.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.ProtocolException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Primitive-level behaviour; record-level byte equality with Apache is in RecordsMatchApacheTest. */
class JuteTest {

    static ByteBuf hex(String hex) {
        return Unpooled.wrappedBuffer(ByteBufUtil.decodeHexDump(hex.replace(" ", "")));
    }

    static String hex(ByteBuf buf) {
        return ByteBufUtil.hexDump(buf);
    }

    @Test
    void nullAndEmptyBuffersAreDistinct() {
        ByteBuf buf = Unpooled.buffer();
        Jute.writeBuffer(buf, null);
        Jute.writeBuffer(buf, new byte[0]);
        assertEquals("ffffffff00000000", hex(buf));
        assertNull(Jute.readBuffer(buf));
        assertArrayEquals(new byte[0], Jute.readBuffer(buf));
    }

    @Test
    void booleanReadsAnyNonZeroAsTrue() {
        ByteBuf buf = hex("00 01 7f 80");
        assertFalse(Jute.readBoolean(buf));
        assertTrue(Jute.readBoolean(buf));
        assertTrue(Jute.readBoolean(buf));
        assertTrue(Jute.readBoolean(buf));
    }

    @Test
    void stringsAreStandardUtf8() {
        ByteBuf buf = Unpooled.buffer();
        Jute.writeString(buf, "/é\uD83D\uDE00");
        assertEquals("000000072fc3a9f09f9880", hex(buf), "U+1F600 as one 4-byte sequence");
        assertEquals("/é\uD83D\uDE00", Jute.readString(buf));
    }

    @Test
    void readsApachesCesu8SurrogatePairs() {
        assertEquals("\uD83D\uDE00", Jute.readString(hex("00000006 eda0bd edb880")));
    }

    @Test
    void rejectsAnUnpairedSurrogateOnWriteWithoutWritingAnything() {
        ByteBuf buf = Unpooled.buffer();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Jute.writeString(buf, "/aé\uD800b"));
        assertTrue(e.getMessage().contains("U+D800 at index 3"), e.getMessage());
        assertEquals(0, buf.writerIndex());
        for (String ascii : new String[] {"\uD800", "/a\uDFFF", "?\uDBFF?", "\uD800\uD800"}) {
            assertThrows(IllegalArgumentException.class, () -> Jute.writeString(buf, ascii), ascii);
        }
        Jute.writeString(buf, "a?b");
        assertEquals("a?b", Jute.readString(buf));
    }

    @Test
    void rejectsInvalidUtf8() {
        String[] invalid = {
            "00000001 80", "00000002 c0af", "00000003 e08080", "00000001 ff", "00000002 e282",
            "00000003 eda080", "00000003 edb080", "00000004 f4908080", "00000004 f0808080", "00000002 c328",
            "00000006 eda0bd 414243",
        };
        for (String bytes : invalid) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> Jute.readString(hex(bytes), "T.s"),
                    bytes);
            assertTrue(e.getMessage().startsWith("invalid UTF-8 in ustring T.s at byte "), e.getMessage());
        }
    }

    @Test
    void lengthsAreCheckedAgainstTheFrame() {
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> Jute.readBuffer(hex("fffffffe 00"), "R.data"));
        assertEquals("buffer R.data has length -2, but only -1 (null) may be negative; 1 bytes remain",
                e.getMessage());
        e = assertThrows(ProtocolException.class, () -> Jute.readString(hex("7fffffff 6162"), "R.path"));
        assertEquals("ustring R.path has length 2147483647, but the frame is shorter; 2 bytes remain", e.getMessage());
        e = assertThrows(ProtocolException.class, () -> Jute.readLong(hex("00 01 02"), "R.zxid"));
        assertEquals("truncated long R.zxid: needs 8 bytes, 3 remain", e.getMessage());
    }

    @Test
    void vectorCountsAreCheckedBeforeAllocating() {
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> Jute.readStringVector(hex("7fffffff 00000000"), "R.children"));
        assertEquals("vector R.children has count 2147483647, but that cannot fit in the frame; 4 bytes remain and "
                + "an element takes at least 4", e.getMessage());
        e = assertThrows(ProtocolException.class, () -> Jute.readStringVector(hex("80000000"), "R.children"));
        assertTrue(e.getMessage().contains("count -2147483648"), e.getMessage());
        e = assertThrows(ProtocolException.class,
                () -> Jute.readStringVector(hex("00000002 00000001 61 00000005 62"), "R.children"));
        assertEquals("in element 1 of 2 of vector R.children: ustring R.children[] has length 5, but the frame is "
                + "shorter; 1 bytes remain", e.getMessage());
    }

    @Test
    void vectorsKeepNullsAndAreUnmodifiable() {
        ByteBuf buf = Unpooled.buffer();
        Jute.writeStringVector(buf, null);
        Jute.writeStringVector(buf, Arrays.asList("a", null, ""));
        assertNull(Jute.readStringVector(buf));
        List<String> list = Jute.readStringVector(buf);
        assertEquals(Arrays.asList("a", null, ""), list);
        assertThrows(UnsupportedOperationException.class, () -> list.add("x"));
        assertThrows(IllegalArgumentException.class, () -> Jute.readVector(hex("00000001"), Jute::readInt, 0));
    }
}
