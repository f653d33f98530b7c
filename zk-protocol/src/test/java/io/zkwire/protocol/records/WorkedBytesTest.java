package io.zkwire.protocol.records;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.Record;
import io.zkwire.protocol.data.Stat;
import org.junit.jupiter.api.Test;

/** The byte strings written out in docs/contributing/protocol.md §1.4 and §2, reproduced exactly. */
class WorkedBytesTest {

    static String hex(Record... records) {
        ByteBuf buf = Unpooled.buffer();
        for (Record r : records) {
            r.encode(buf);
        }
        return ByteBufUtil.hexDump(buf);
    }

    static String spaced(String hex) {
        return hex.replaceAll("[\\s|]", "");
    }

    @Test
    void pingHeader() {
        assertEquals(spaced("ff ff ff fe | 00 00 00 0b"), hex(RequestHeader.PING));
    }

    @Test
    void create2RequestPayload() {
        String expected = spaced("""
                00 00 00 01  00 00 00 0f
                00 00 00 02  2f 61
                ff ff ff ff
                00 00 00 01
                00 00 00 1f
                00 00 00 05  77 6f 72 6c 64
                00 00 00 06  61 6e 79 6f 6e 65
                00 00 00 03
                """);
        assertEquals(expected, hex(new RequestHeader(1, 15),
                new CreateRequest("/a", null, Ids.OPEN_ACL_UNSAFE, CreateMode.EPHEMERAL_SEQUENTIAL.flag())));
    }

    @Test
    void watcherEvent() {
        assertEquals(spaced("00 00 00 02 00 00 00 03 00 00 00 02 2f 61"), hex(new WatcherEvent(2, 3, "/a")));
    }

    @Test
    void statIs68Bytes() {
        assertEquals(68, hex(new Stat(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)).length() / 2);
        assertEquals(68, Stat.BYTES);
    }

    @Test
    void connectRequestForANewSession() {
        String expected = spaced("00 00 00 00 | 00 00 00 00 00 00 00 00 | 00 00 75 30 | 00 00 00 00 00 00 00 00 | "
                + "00 00 00 10 | " + "00".repeat(16) + " | 00");
        assertEquals(expected, hex(ConnectRequest.newSession(30000, false)));
        assertEquals(45, expected.length() / 2);
    }

    @Test
    void connectResponseWithAndWithoutReadOnly() {
        ConnectResponse full = new ConnectResponse(0, 4000, 0x1234L, new byte[16], true);
        String bytes = hex(full);
        assertEquals(37, bytes.length() / 2);
        assertEquals(full, ConnectResponse.decode(Unpooled.wrappedBuffer(ByteBufUtil.decodeHexDump(bytes))));

        ConnectResponse old = ConnectResponse.decode(
                Unpooled.wrappedBuffer(ByteBufUtil.decodeHexDump(bytes.substring(0, 72))));
        assertFalse(old.readOnly(), "a 3.3 server sends 36 bytes and no readOnly");
        assertEquals(0x1234L, old.sessionId());
        assertArrayEquals(new byte[16], old.passwd());
    }

    @Test
    void secretsStayOutOfToString() {
        byte[] secret = "user:password".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String text = new AuthPacket("digest", secret).toString() + ConnectRequest.resume(1, 2, 3, secret, false);
        assertFalse(text.contains("112, 97, 115"), text);
        assertTrue(text.contains("byte[13] (redacted)"), text);
    }
}
