// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import java.util.zip.ZipException;

/**
 * GZIP (RFC 1952) with the JDK's {@code java.util.zip}: Curator's default {@code GzipCompressionProvider}.
 * It writes the bytes {@code java.util.zip.GZIPOutputStream} writes (one member, no file name, default level),
 * as Curator does, and reads any single GZIP member, so each reads what the other wrote.
 */
public class GzipCompressionProvider implements CompressionProvider {

    private static final int MAGIC_0 = 0x1f;
    private static final int MAGIC_1 = 0x8b;
    private static final int DEFLATE = 8;
    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;
    /** The OS byte GZIPOutputStream writes since Java 16: 255, "unknown". */
    private static final byte OS_UNKNOWN = (byte) 0xff;
    private static final int HEADER_SIZE = 10;
    private static final int TRAILER_SIZE = 8;

    @Override
    public byte[] compress(String path, byte[] data) {
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        try {
            deflater.setInput(data);
            deflater.finish();
            ByteBuffer out = ByteBuffer.allocate(HEADER_SIZE + data.length + data.length / 1000 + 64 + TRAILER_SIZE)
                    .order(ByteOrder.LITTLE_ENDIAN);
            out.put(new byte[] {(byte) MAGIC_0, (byte) MAGIC_1, DEFLATE, 0, 0, 0, 0, 0, 0, OS_UNKNOWN});
            while (!deflater.finished()) {
                if (!out.hasRemaining()) {
                    out = grown(out);
                }
                out.position(out.position() + deflater.deflate(out.array(), out.position(), out.remaining()));
            }
            if (out.remaining() < TRAILER_SIZE) {
                out = grown(out);
            }
            out.putInt((int) crc(data)).putInt(data.length);
            return Arrays.copyOf(out.array(), out.position());
        } finally {
            deflater.end();
        }
    }

    @Override
    public byte[] decompress(String path, byte[] compressedData) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(compressedData).order(ByteOrder.LITTLE_ENDIAN);
        skipHeader(in);
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(compressedData, in.position(), in.remaining());
            byte[] data = inflated(inflater, compressedData.length);
            in.position(in.position() + (in.remaining() - inflater.getRemaining()));
            checkTrailer(in, data);
            return data;
        } catch (DataFormatException e) {
            throw new ZipException("corrupt GZIP data: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }

    private static ByteBuffer grown(ByteBuffer buffer) {
        ByteBuffer bigger = ByteBuffer.allocate(buffer.capacity() * 2).order(ByteOrder.LITTLE_ENDIAN);
        return bigger.put(buffer.array(), 0, buffer.position());
    }

    private static long crc(byte[] data) {
        CRC32 crc = new CRC32();
        crc.update(data);
        return crc.getValue();
    }

    private static byte[] inflated(Inflater inflater, int sizeHint) throws DataFormatException, ZipException {
        ByteBuffer out = ByteBuffer.allocate(Math.max(64, sizeHint * 4));
        while (!inflater.finished()) {
            if (!out.hasRemaining()) {
                out = grown(out);
            }
            int n = inflater.inflate(out.array(), out.position(), out.remaining());
            if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                throw new ZipException("truncated GZIP data: the deflate stream does not end");
            }
            out.position(out.position() + n);
        }
        return Arrays.copyOf(out.array(), out.position());
    }

    /** Moves past the member header (RFC 1952 §2.3), with its optional fields. */
    private static void skipHeader(ByteBuffer in) throws ZipException {
        if (in.remaining() < HEADER_SIZE + TRAILER_SIZE
                || (in.get() & 0xff) != MAGIC_0 || (in.get() & 0xff) != MAGIC_1) {
            throw new ZipException("not in GZIP format (no GZIP header)");
        }
        if (in.get() != DEFLATE) {
            throw new ZipException("unsupported GZIP compression method (only deflate is)");
        }
        int flags = in.get() & 0xff;
        in.position(HEADER_SIZE);
        try {
            if ((flags & FEXTRA) != 0) {
                in.position(in.position() + (in.getShort() & 0xffff));
            }
            skipZeroTerminated(in, flags, FNAME);
            skipZeroTerminated(in, flags, FCOMMENT);
            if ((flags & FHCRC) != 0) {
                in.getShort();
            }
        } catch (RuntimeException e) {
            throw new ZipException("corrupt GZIP header");
        }
    }

    private static void skipZeroTerminated(ByteBuffer in, int flags, int flag) {
        if ((flags & flag) != 0) {
            while (in.get() != 0) {
                // skipped: a file name or comment
            }
        }
    }

    private static void checkTrailer(ByteBuffer in, byte[] data) throws ZipException {
        if (in.remaining() != TRAILER_SIZE) {
            throw new ZipException(in.remaining() < TRAILER_SIZE ? "corrupt GZIP trailer (truncated)"
                    : "expected one GZIP member, found " + (in.remaining() - TRAILER_SIZE) + " bytes after it");
        }
        if ((in.getInt() & 0xffffffffL) != crc(data) || in.getInt() != data.length) {
            throw new ZipException("corrupt GZIP trailer (CRC or size does not match the data)");
        }
    }
}
