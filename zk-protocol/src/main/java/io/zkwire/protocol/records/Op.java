package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.Record;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * One op of a multi or multiRead: its opcode and the request record that opcode carries
 * (docs/contributing/protocol.md §4.4). The constructor refuses a record of the wrong type for the opcode and opcodes
 * that cannot appear in a multi.
 */
public record Op(OpCode type, Record request) {

    private record Body(Class<? extends Record> type, Function<ByteBuf, Record> decoder) {
    }

    private static final Body CREATE_BODY = new Body(CreateRequest.class, CreateRequest::decode);

    private static final Map<OpCode, Body> BODIES = Map.of(
            OpCode.CREATE, CREATE_BODY,
            OpCode.CREATE2, CREATE_BODY,
            OpCode.CREATE_CONTAINER, CREATE_BODY,
            OpCode.CREATE_TTL, new Body(CreateTTLRequest.class, CreateTTLRequest::decode),
            OpCode.DELETE, new Body(DeleteRequest.class, DeleteRequest::decode),
            OpCode.SET_DATA, new Body(SetDataRequest.class, SetDataRequest::decode),
            OpCode.CHECK, new Body(CheckVersionRequest.class, CheckVersionRequest::decode),
            OpCode.GET_CHILDREN, new Body(GetChildrenRequest.class, GetChildrenRequest::decode),
            OpCode.GET_DATA, new Body(GetDataRequest.class, GetDataRequest::decode));

    /** @throws IllegalArgumentException if the opcode cannot be in a multi or the record does not belong to it */
    public Op {
        Objects.requireNonNull(type, "Op.type");
        Objects.requireNonNull(request, "Op.request");
        Body body = BODIES.get(type);
        if (body == null) {
            throw new IllegalArgumentException("opcode " + type + " cannot be part of a multi; allowed are "
                    + BODIES.keySet());
        }
        if (!body.type().isInstance(request)) {
            throw new IllegalArgumentException("opcode " + type + " carries a " + body.type().getSimpleName()
                    + ", not a " + request.getClass().getSimpleName());
        }
    }

    /** A plain create (answered with the path only). */
    public static Op create(CreateRequest request) {
        return new Op(OpCode.CREATE, request);
    }

    /** A create that is answered with path and Stat (servers 3.7.2, 3.8.2, 3.9.0 and later; older say create). */
    public static Op create2(CreateRequest request) {
        return new Op(OpCode.CREATE2, request);
    }

    /** A container create. */
    public static Op createContainer(CreateRequest request) {
        return new Op(OpCode.CREATE_CONTAINER, request);
    }

    /** A TTL create. */
    public static Op createTtl(CreateTTLRequest request) {
        return new Op(OpCode.CREATE_TTL, request);
    }

    /** A delete at {@code version} ({@code -1}: any). */
    public static Op delete(String path, int version) {
        return new Op(OpCode.DELETE, new DeleteRequest(path, version));
    }

    /** A setData at {@code version} ({@code -1}: any). */
    public static Op setData(String path, byte[] data, int version) {
        return new Op(OpCode.SET_DATA, new SetDataRequest(path, data, version));
    }

    /** A check that {@code path} is at {@code version}. */
    public static Op check(String path, int version) {
        return new Op(OpCode.CHECK, new CheckVersionRequest(path, version));
    }

    /** A multiRead op; the server never sets a watch through multiRead. */
    public static Op getChildren(String path) {
        return new Op(OpCode.GET_CHILDREN, new GetChildrenRequest(path, false));
    }

    /** A multiRead op; the server never sets a watch through multiRead. */
    public static Op getData(String path) {
        return new Op(OpCode.GET_DATA, new GetDataRequest(path, false));
    }

    /** True for the ops of multiRead (getChildren, getData), false for those of a transaction. */
    public boolean isRead() {
        return type == OpCode.GET_CHILDREN || type == OpCode.GET_DATA;
    }

    /** The path the op acts on. */
    public String path() {
        if (request instanceof CreateRequest r) {
            return r.path();
        } else if (request instanceof CreateTTLRequest r) {
            return r.path();
        } else if (request instanceof DeleteRequest r) {
            return r.path();
        } else if (request instanceof SetDataRequest r) {
            return r.path();
        } else if (request instanceof CheckVersionRequest r) {
            return r.path();
        } else if (request instanceof GetChildrenRequest r) {
            return r.path();
        }
        return ((GetDataRequest) request).path();
    }

    /** Reads the request record that follows a MultiHeader of type {@code code}. */
    static Op decode(int code, ByteBuf in) {
        OpCode type = OpCode.find(code).filter(BODIES::containsKey).orElseThrow(() -> new ProtocolException(
                "MultiHeader.type " + code + " is not an op a multi can hold; " + in.readableBytes() + " bytes remain"));
        return new Op(type, BODIES.get(type).decoder().apply(in));
    }
}
