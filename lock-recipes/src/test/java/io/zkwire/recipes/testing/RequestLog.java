package io.zkwire.recipes.testing;

import io.zkwire.protocol.OpCode;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import io.zkwire.testkit.faults.FrameListener;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What a client sent, as a {@link FaultProxy} saw it on the wire: each connection's frames after the
 * ConnectRequest, decoded as far as tests need (op code, path, watch flag). Lets tests check claims about
 * requests (pipelining, which watches are set) without instrumenting the client.
 */
public final class RequestLog implements FrameListener {

    /** One request; path is null and watch false where the op has none. */
    public record Request(OpCode op, String path, boolean watch) {}

    private static final Set<OpCode> PATH_FIRST = Set.of(OpCode.CREATE, OpCode.CREATE2, OpCode.CREATE_CONTAINER,
            OpCode.DELETE, OpCode.EXISTS, OpCode.GET_DATA, OpCode.SET_DATA, OpCode.GET_CHILDREN, OpCode.GET_CHILDREN2,
            OpCode.CHECK_WATCHES, OpCode.REMOVE_WATCHES);
    private static final Set<OpCode> WATCH_FLAG = Set.of(OpCode.EXISTS, OpCode.GET_DATA, OpCode.GET_CHILDREN,
            OpCode.GET_CHILDREN2);

    /** What every client sends after each handshake to learn whether its server is in an ensemble. */
    private static final Request MEMBERSHIP_READ = new Request(OpCode.GET_DATA, "/zookeeper/config", false);

    private final List<Request> requests = new CopyOnWriteArrayList<>();

    private RequestLog() {}

    /** Logs the requests sent through {@code proxy} on connections opened from now on. */
    public static RequestLog of(FaultProxy proxy) {
        RequestLog log = new RequestLog();
        proxy.listen(Direction.CLIENT_TO_SERVER, log);
        return log;
    }

    /** Everything logged so far, pings and the client's own read of the ensemble's config excluded. */
    public List<Request> requests() {
        return requests.stream().filter(r -> r.op() != OpCode.PING && !MEMBERSHIP_READ.equals(r)).toList();
    }

    /** Requests logged after the first {@code mark} entries of {@link #requests()}. */
    public List<Request> since(int mark) {
        List<Request> all = requests();
        return List.copyOf(all.subList(Math.min(mark, all.size()), all.size()));
    }

    /** Whether a request frame's body is the client's own read of the ensemble's config. */
    public static boolean isMembershipRead(ByteBuffer body) {
        return MEMBERSHIP_READ.equals(decode(body.duplicate()));
    }

    @Override
    public void onFrame(Frame frame, ByteBuffer body) {
        if (frame.index() > 0) { // the first frame is the ConnectRequest
            requests.add(decode(body));
        }
    }

    private static Request decode(ByteBuffer frame) {
        frame.getInt(); // xid
        OpCode op = OpCode.find(frame.getInt()).orElse(OpCode.ERROR);
        if (!PATH_FIRST.contains(op)) {
            return new Request(op, null, false);
        }
        byte[] path = new byte[frame.getInt()];
        frame.get(path);
        boolean watch = WATCH_FLAG.contains(op) && frame.get() != 0;
        return new Request(op, new String(path, StandardCharsets.UTF_8), watch);
    }

    /** The ops of some requests, in order (for readable assertion messages). */
    public static List<OpCode> ops(List<Request> requests) {
        List<OpCode> ops = new ArrayList<>();
        requests.forEach(r -> ops.add(r.op()));
        return ops;
    }
}
