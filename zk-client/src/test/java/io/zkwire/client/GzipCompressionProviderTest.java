// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.junit.jupiter.api.Test;

/** The provider against the JDK's GZIP streams, which Curator's provider reproduces byte for byte. */
class GzipCompressionProviderTest {

    private final GzipCompressionProvider gzip = new GzipCompressionProvider();

    private static List<byte[]> samples() {
        byte[] random = new byte[200_000];
        new Random(7).nextBytes(random);
        byte[] repetitive = "order=42;state=open;".repeat(5_000).getBytes(UTF_8);
        return List.of(new byte[0], "v1".getBytes(UTF_8), random, repetitive);
    }

    private static byte[] jdkGzip(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(data);
        }
        return out.toByteArray();
    }

    @Test
    void writesWhatGzipOutputStreamWritesAndReadsItBack() throws Exception {
        for (byte[] data : samples()) {
            byte[] compressed = gzip.compress("/p", data);
            assertArrayEquals(jdkGzip(data), compressed, "gzip of " + data.length + " bytes");
            assertArrayEquals(data, gzip.decompress("/p", compressed));
        }
    }

    @Test
    void readsAHeaderWithAFileNameAndAComment() throws Exception {
        byte[] plain = jdkGzip("named".getBytes(UTF_8));
        byte[] extra = "name\0comment\0".getBytes(UTF_8);
        byte[] named = new byte[plain.length + extra.length];
        System.arraycopy(plain, 0, named, 0, 10);
        named[3] = 8 | 16; // FNAME | FCOMMENT
        System.arraycopy(extra, 0, named, 10, extra.length);
        System.arraycopy(plain, 10, named, 10 + extra.length, plain.length - 10);
        assertArrayEquals("named".getBytes(UTF_8), gzip.decompress("/p", named));
    }

    @Test
    void refusesWhatIsNotOneWholeGzipMember() throws Exception {
        byte[] good = gzip.compress("/p", "value".getBytes(UTF_8));
        byte[] corrupt = good.clone();
        corrupt[good.length - 5] ^= 1; // in the CRC
        byte[] trailing = Arrays.copyOf(good, good.length + 3);
        assertRefused("not in GZIP format", "plain text, not gzip".getBytes(UTF_8));
        assertRefused("truncated", Arrays.copyOf(good, good.length - 2));
        assertRefused("CRC", corrupt);
        assertRefused("one GZIP member", trailing);
        assertRefused("truncated", Arrays.copyOf(good, 19));
    }

    private void assertRefused(String reason, byte[] data) {
        ZipException e = assertThrows(ZipException.class, () -> gzip.decompress("/p", data));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }
}
