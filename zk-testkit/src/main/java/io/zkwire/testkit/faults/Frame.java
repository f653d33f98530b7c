package io.zkwire.testkit.faults;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;

/**
 * The start of one frame that passed a {@link FaultProxy}, in ZooKeeper's framing: a 4-byte big-endian length,
 * then that many bytes. In a client's frames after its first (the ConnectRequest), {@code xid} and
 * {@code opcode} are the RequestHeader; in a server's frames after its first (the ConnectResponse),
 * {@code xid} starts the ReplyHeader.
 *
 * @param index 0 for the first frame of the connection in this direction
 * @param length the frame's length, without the 4-byte prefix
 * @param xid the frame's first int, 0 if the frame is shorter
 * @param opcode the frame's second int, 0 if the frame is shorter
 */
public record Frame(int index, int length, int xid, int opcode) {

    /** Matches a client's request with this opcode, e.g. {@code Frame.request(15)} for create2. */
    public static Predicate<Frame> request(int opcode) {
        return frame -> frame.index() > 0 && frame.opcode() == opcode;
    }

    /**
     * The path a client's request names, for the requests whose body starts with one (create, create2,
     * delete, exists, getData, setData, getChildren, sync, ...): after the RequestHeader's xid and opcode, a
     * length-prefixed UTF-8 string.
     *
     * @param body a request frame's body as a {@link FrameListener} receives it (left unchanged)
     */
    public static String requestPath(ByteBuffer body) {
        ByteBuffer b = body.duplicate();
        b.position(b.position() + 8);
        byte[] bytes = new byte[b.getInt()];
        b.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
