package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.Record;
import io.zkwire.protocol.records.OpResult.CheckResult;
import io.zkwire.protocol.records.OpResult.CreateResult;
import io.zkwire.protocol.records.OpResult.DeleteResult;
import io.zkwire.protocol.records.OpResult.ErrorResult;
import io.zkwire.protocol.records.OpResult.GetChildrenResult;
import io.zkwire.protocol.records.OpResult.GetDataResult;
import io.zkwire.protocol.records.OpResult.SetDataResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Response body of multi (14) and multiRead (22), docs/contributing/protocol.md §4.4: a MultiHeader and a result record
 * per op, then the end marker. A failed transaction still has ReplyHeader err 0; every result is then
 * an ErrorResult, see {@link #firstError()}.
 */
public record MultiResponse(List<OpResult> results) implements Record {

    /** Copies the results (not null). */
    public MultiResponse {
        results = List.copyOf(results);
    }

    /** The first non-zero error among the results (the op that failed a transaction), or 0. */
    public int firstError() {
        return results.stream().filter(r -> r instanceof ErrorResult e && e.err() != 0)
                .mapToInt(r -> ((ErrorResult) r).err()).findFirst().orElse(0);
    }

    @Override
    public void encode(ByteBuf out) {
        for (OpResult result : results) {
            encode(out, result);
        }
        MultiHeader.END.encode(out);
    }

    private static void encode(ByteBuf out, OpResult result) {
        if (result instanceof CreateResult r && r.stat() == null) {
            header(out, OpCode.CREATE, 0);
            new CreateResponse(r.path()).encode(out);
        } else if (result instanceof CreateResult r) {
            header(out, OpCode.CREATE2, 0);
            new Create2Response(r.path(), r.stat()).encode(out);
        } else if (result instanceof DeleteResult) {
            header(out, OpCode.DELETE, 0);
        } else if (result instanceof CheckResult) {
            header(out, OpCode.CHECK, 0);
        } else if (result instanceof SetDataResult r) {
            header(out, OpCode.SET_DATA, 0);
            new SetDataResponse(r.stat()).encode(out);
        } else if (result instanceof GetDataResult r) {
            header(out, OpCode.GET_DATA, 0);
            new GetDataResponse(r.data(), r.stat()).encode(out);
        } else if (result instanceof GetChildrenResult r) {
            header(out, OpCode.GET_CHILDREN, 0);
            new GetChildrenResponse(r.children()).encode(out);
        } else {
            int err = ((ErrorResult) result).err();
            header(out, OpCode.ERROR, err);
            new ErrorResponse(err).encode(out);
        }
    }

    private static void header(ByteBuf out, OpCode type, int err) {
        new MultiHeader(type.code(), false, err).encode(out);
    }

    /**
     * Reads results until the end marker. Creates come back as type 1 or 15 depending on the server
     * version and op, so both are accepted; an error result takes its code from the ErrorResponse body,
     * as Apache's client does. Each round consumes at least a 9-byte header, so the loop is bounded.
     */
    public static MultiResponse decode(ByteBuf in) {
        List<OpResult> results = new ArrayList<>();
        for (MultiHeader h = MultiHeader.decode(in); !h.done(); h = MultiHeader.decode(in)) {
            results.add(decodeResult(h.type(), in));
        }
        return new MultiResponse(results);
    }

    private static OpResult decodeResult(int type, ByteBuf in) {
        OpCode code = OpCode.find(type).orElse(OpCode.NOTIFICATION);
        switch (code) {
            case CREATE:
                return new CreateResult(CreateResponse.decode(in).path(), null);
            case CREATE2: {
                Create2Response r = Create2Response.decode(in);
                return new CreateResult(r.path(), r.stat());
            }
            case DELETE:
                return new DeleteResult();
            case CHECK:
                return new CheckResult();
            case SET_DATA:
                return new SetDataResult(SetDataResponse.decode(in).stat());
            case GET_DATA: {
                GetDataResponse r = GetDataResponse.decode(in);
                return new GetDataResult(r.data(), r.stat());
            }
            case GET_CHILDREN:
                return new GetChildrenResult(GetChildrenResponse.decode(in).children());
            case ERROR:
                return new ErrorResult(ErrorResponse.decode(in).err());
            default:
                throw new ProtocolException("MultiHeader.type " + type + " is not a multi result type (1, 2, 4, 5, 8, "
                        + "13, 15 or -1); " + in.readableBytes() + " bytes remain");
        }
    }
}
