package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.Record;
import java.util.ArrayList;
import java.util.List;

/**
 * Request body of multi (14) and multiRead (22), docs/contributing/protocol.md §4.4: each op as a MultiHeader
 * {@code {opcode, false, -1}} and its request record, then the end marker {@code {-1, true, -1}}.
 * Send it with {@link #opCode()} as the RequestHeader type.
 */
public record MultiRequest(List<Op> ops) implements Record {

    /**
     * @throws IllegalArgumentException if read ops (getChildren, getData) are mixed with write ops, which
     *     the server rejects with MARSHALLINGERROR
     */
    public MultiRequest {
        ops = List.copyOf(ops);
        long reads = ops.stream().filter(Op::isRead).count();
        if (reads != 0 && reads != ops.size()) {
            throw new IllegalArgumentException("a multi cannot mix read ops (getChildren, getData) with write ops "
                    + "(the server answers MARSHALLINGERROR); send a multiRead and a multi instead: " + ops);
        }
    }

    /** MULTI_READ when the ops are reads, otherwise MULTI (also for an empty list). */
    public OpCode opCode() {
        return !ops.isEmpty() && ops.get(0).isRead() ? OpCode.MULTI_READ : OpCode.MULTI;
    }

    @Override
    public void encode(ByteBuf out) {
        for (Op op : ops) {
            new MultiHeader(op.type().code(), false, -1).encode(out);
            op.request().encode(out);
        }
        MultiHeader.END.encode(out);
    }

    /** Each round consumes at least a 9-byte header, so a malformed frame ends the loop with an exception. */
    public static MultiRequest decode(ByteBuf in) {
        List<Op> ops = new ArrayList<>();
        for (MultiHeader h = MultiHeader.decode(in); !h.done(); h = MultiHeader.decode(in)) {
            ops.add(Op.decode(h.type(), in));
        }
        try {
            return new MultiRequest(ops);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("MultiRequest: " + e.getMessage(), e);
        }
    }
}
