package io.zkwire.protocol;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;

/**
 * The text half of {@link Jute}: standard UTF-8 out, strict UTF-8 in.
 *
 * <p>Reading also accepts a surrogate pair written as two 3-byte sequences (CESU-8), because that is
 * what Apache's jute writer emits for characters outside the BMP (docs/contributing/protocol.md §1.2). Anything else
 * that is not well-formed UTF-8 (stray continuation bytes, overlong forms, lone surrogates, truncated
 * sequences, code points above U+10FFFF) is rejected rather than silently replaced.
 */
final class Utf8 {

    private Utf8() {
    }

    /** Writes the UTF-8 byte count and the bytes; a lone surrogate is refused, not turned into '?'. */
    static void write(ByteBuf out, String s) {
        int lengthIndex = out.writerIndex();
        out.writeInt(0);
        int written = ByteBufUtil.writeUtf8(out, s);
        // Netty writes a lone surrogate as '?', one byte, so the byte count equals the char count only for
        // ASCII text or text whose other characters are all lone surrogates; ASCII without '?' skips the scan.
        boolean maybeLoneSurrogate = written != s.length()
                || out.indexOf(lengthIndex + Jute.INT_BYTES, out.writerIndex(), (byte) '?') >= 0;
        if (maybeLoneSurrogate) {
            int bad = loneSurrogateIndex(s);
            if (bad >= 0) {
                out.writerIndex(lengthIndex);
                throw new IllegalArgumentException(String.format(
                        "string has an unpaired surrogate U+%04X at index %d, which UTF-8 cannot encode: %s",
                        (int) s.charAt(bad), bad, Jute.preview(s)));
            }
        }
        out.setInt(lengthIndex, written);
    }

    /** Decodes {@code length} bytes at the reader index and skips them. */
    static String read(ByteBuf in, int length, String field) {
        int start = in.readerIndex();
        String s = ByteBufUtil.isText(in, start, length, StandardCharsets.US_ASCII)
                ? in.toString(start, length, StandardCharsets.US_ASCII)
                : decodeNonAscii(in, start, length, field);
        in.skipBytes(length);
        return s;
    }

    private static int loneSurrogateIndex(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    private static String decodeNonAscii(ByteBuf in, int start, int length, String field) {
        Decoder d = new Decoder(in, start, length, field);
        // UTF-8 never needs more UTF-16 units than bytes, so this array bounds the result.
        char[] chars = new char[length];
        int n = 0;
        while (d.index < d.end) {
            int at = d.index;
            int cp = d.next();
            if (cp > 0xFFFF) {
                chars[n++] = Character.highSurrogate(cp);
                chars[n++] = Character.lowSurrogate(cp);
            } else if (Character.isHighSurrogate((char) cp)) {
                int low = d.index < d.end ? d.next() : -1;
                if (low < 0 || low > 0xFFFF || !Character.isLowSurrogate((char) low)) {
                    throw d.invalid(at, "high surrogate without a following low surrogate");
                }
                chars[n++] = (char) cp;
                chars[n++] = (char) low;
            } else if (Character.isLowSurrogate((char) cp)) {
                throw d.invalid(at, "low surrogate without a preceding high surrogate");
            } else {
                chars[n++] = (char) cp;
            }
        }
        return new String(chars, 0, n);
    }

    /** Walks one well-formed UTF-8 scalar (or surrogate, checked by the caller) at a time. */
    private static final class Decoder {
        private final ByteBuf in;
        private final int start;
        private final int end;
        private final String field;
        int index;

        Decoder(ByteBuf in, int start, int length, String field) {
            this.in = in;
            this.start = start;
            this.end = start + length;
            this.field = field;
            this.index = start;
        }

        int next() {
            int at = index;
            int b0 = in.getUnsignedByte(at);
            if (b0 < 0x80) {
                index++;
                return b0;
            }
            int size;
            int min;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                size = 2;
                min = 0x80;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                size = 3;
                min = 0x800;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                size = 4;
                min = 0x10000;
            } else {
                throw invalid(at, String.format("byte 0x%02x cannot start a UTF-8 sequence", b0));
            }
            if (at + size > end) {
                throw invalid(at, "sequence of " + size + " bytes cut off by the end of the string");
            }
            int cp = b0 & (0x7F >> size);
            for (int k = 1; k < size; k++) {
                int b = in.getUnsignedByte(at + k);
                if ((b & 0xC0) != 0x80) {
                    throw invalid(at + k, String.format("byte 0x%02x is not a continuation byte", b));
                }
                cp = (cp << 6) | (b & 0x3F);
            }
            if (cp < min || cp > Character.MAX_CODE_POINT) {
                throw invalid(at, String.format("overlong or out-of-range sequence for U+%04X", cp));
            }
            index = at + size;
            return cp;
        }

        ProtocolException invalid(int at, String why) {
            return new ProtocolException(String.format(
                    "invalid UTF-8 in ustring %s at byte %d of %d: %s", field, at - start, end - start, why));
        }
    }
}
