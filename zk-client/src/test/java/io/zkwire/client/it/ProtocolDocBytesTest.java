// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.testkit.ZkEnsemble;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The worked bytes of docs/contributing/protocol.md, written to a real ZooKeeper server (the kit's default, 3.9.5) on a plain
 * socket, with the replies checked against what the document says. Every frame here is spelled in the doc.
 */
@Timeout(60)
class ProtocolDocBytesTest {
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");
    private static ZkEnsemble zk;

    @BeforeAll
    static void start() {
        zk = ZkEnsemble.standalone().start(); // its own server: the examples use the path /a
    }

    @AfterAll
    static void stop() {
        zk.close();
    }

    @Test
    void aSessionSpeaksTheDocumentsFrames() throws IOException {
        try (Socket socket = connect()) {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            // §2.2: 37 bytes: version 0, timeout, session id, 16-byte password, readOnly false
            ByteBuffer connected = handshake(socket, in);
            assertEquals(37, connected.remaining());
            assertEquals(0, connected.getInt());
            assertTrue(connected.getInt() > 0, "negotiated timeout");
            assertNotEquals(0L, connected.getLong(), "session id");
            assertEquals(16, connected.getInt(), "password length");
            connected.position(connected.position() + 16);
            assertEquals(0, connected.get(), "readOnly");

            // §1.4: the ping, answered with xid -2, err 0, no body
            send(socket, "00 00 00 08 ff ff ff fe 00 00 00 0b");
            ByteBuffer pong = frame(in);
            assertEquals(16, pong.remaining());
            assertEquals(-2, pong.getInt());
            pong.getLong();
            assertEquals(0, pong.getInt());

            // §1.4: create2 xid 1 of /a, null data, world:anyone ALL, EPHEMERAL (flags 1)
            send(socket, "00 00 00 31 00 00 00 01 00 00 00 0f 00 00 00 02 2f 61 ff ff ff ff 00 00 00 01"
                    + " 00 00 00 1f 00 00 00 05 77 6f 72 6c 64 00 00 00 06 61 6e 79 6f 6e 65 00 00 00 01");
            ByteBuffer created = frame(in);
            assertEquals(1, created.getInt(), "xid");
            long createZxid = created.getLong();
            assertEquals(0, created.getInt(), "err");
            assertEquals("00 00 00 02 2f 61", hex(created, 6), "Create2Response path");
            assertEquals(68, created.remaining(), "a Stat is 68 bytes");
            assertEquals(createZxid, created.getLong(), "czxid is the create's zxid");

            // §3.1 and §4.2: exists (3) of a missing node: err NONODE (-101) and no body
            send(socket, "00 00 00 0f 00 00 00 02 00 00 00 03 00 00 00 02 2f 62 00");
            ByteBuffer missing = frame(in);
            assertEquals(16, missing.remaining());
            assertEquals(2, missing.getInt());
            missing.getLong();
            assertEquals(-101, missing.getInt());

            // exists /a with a watch (xid 3), then delete /a at any version (xid 4)
            send(socket, "00 00 00 0f 00 00 00 03 00 00 00 03 00 00 00 02 2f 61 01");
            ByteBuffer exists = frame(in);
            assertEquals(3, exists.getInt());
            exists.getLong();
            assertEquals(0, exists.getInt());
            assertEquals(68, exists.remaining());
            send(socket, "00 00 00 12 00 00 00 04 00 00 00 02 00 00 00 02 2f 61 ff ff ff ff");
            // §3.3: the notification comes before the reply of the request that caused it;
            // §4.5: xid -1, then WatcherEvent(NodeDeleted, SyncConnected, "/a")
            ByteBuffer event = frame(in);
            assertEquals(-1, event.getInt());
            event.getLong();
            assertEquals(0, event.getInt());
            assertEquals("00 00 00 02 00 00 00 03 00 00 00 02 2f 61", hex(event, event.remaining()));
            ByteBuffer deleted = frame(in);
            assertEquals(16, deleted.remaining());
            assertEquals(4, deleted.getInt());

            // §3.4: closeSession (-11) with xid 5: err 0, no body, then the server closes
            send(socket, "00 00 00 08 00 00 00 05 ff ff ff f5");
            ByteBuffer closed = frame(in);
            assertEquals(16, closed.remaining());
            assertEquals(5, closed.getInt());
            closed.getLong();
            assertEquals(0, closed.getInt());
            assertEquals(-1, in.read(), "the server closes the connection after closeSession");
        }
    }

    @Test
    void anUnknownOpcodeIsAnsweredUnimplementedAndTheConnectionClosed() throws IOException {
        try (Socket socket = connect()) {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            handshake(socket, in);
            // §3.5: opcode 99 does not exist
            send(socket, "00 00 00 08 00 00 00 01 00 00 00 63");
            ByteBuffer reply = frame(in);
            assertEquals(1, reply.getInt());
            reply.getLong();
            assertEquals(-6, reply.getInt(), "UNIMPLEMENTED");
            assertEquals(-1, in.read(), "then the server closes the connection");
        }
    }

    private static Socket connect() throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", zk.server(0).clientPort()), 2_000);
        socket.setSoTimeout(5_000);
        return socket;
    }

    /** §2.1: the ConnectRequest of a new session, 30000 ms requested, readOnly false; returns the response. */
    private static ByteBuffer handshake(Socket socket, DataInputStream in) throws IOException {
        send(socket, "00 00 00 2d 00 00 00 00 00 00 00 00 00 00 00 00 00 00 75 30 00 00 00 00 00 00 00 00"
                + " 00 00 00 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00");
        return frame(in);
    }

    private static void send(Socket socket, String bytes) throws IOException {
        socket.getOutputStream().write(HEX.parseHex(bytes));
        socket.getOutputStream().flush();
    }

    /** §1.1: a 4-byte length, then that many bytes. */
    private static ByteBuffer frame(DataInputStream in) throws IOException {
        int length = in.readInt();
        byte[] payload = new byte[length];
        in.readFully(payload);
        return ByteBuffer.wrap(payload);
    }

    private static String hex(ByteBuffer buffer, int count) {
        byte[] bytes = new byte[count];
        buffer.get(bytes);
        return HEX.formatHex(bytes);
    }
}
