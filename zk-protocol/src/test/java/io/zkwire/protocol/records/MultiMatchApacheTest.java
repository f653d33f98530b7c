package io.zkwire.protocol.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.Record;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.OpResult.CheckResult;
import io.zkwire.protocol.records.OpResult.CreateResult;
import io.zkwire.protocol.records.OpResult.DeleteResult;
import io.zkwire.protocol.records.OpResult.ErrorResult;
import io.zkwire.protocol.records.OpResult.GetChildrenResult;
import io.zkwire.protocol.records.OpResult.GetDataResult;
import io.zkwire.protocol.records.OpResult.SetDataResult;
import io.zkwire.protocol.testing.Apache;
import io.zkwire.protocol.testing.ApacheMirror;
import io.zkwire.protocol.testing.Catalog;
import io.zkwire.protocol.testing.RandomValues;
import io.zkwire.protocol.testing.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Multi framing (docs/contributing/protocol.md §4.4) against the document's hand-written bytes, against Apache's
 * MultiOperationRecord and MultiResponse, and against MultiHeader + record bytes composed by Apache's
 * jute classes for the ops Apache's Op API cannot build (create2, any flags).
 */
class MultiMatchApacheTest {

    private static final int VALUES = 500;
    private static final OpCode[] WRITES = {OpCode.CREATE, OpCode.CREATE2, OpCode.CREATE_CONTAINER, OpCode.CREATE_TTL,
        OpCode.DELETE, OpCode.SET_DATA, OpCode.CHECK};
    private static final OpCode[] READS = {OpCode.GET_CHILDREN, OpCode.GET_DATA};

    @Test
    void documentedRequestBytes() {
        MultiRequest multi = new MultiRequest(List.of(Op.check("/a", 0), Op.delete("/a", -1)));
        String expected = """
                00 00 00 0d 00 ff ff ff ff   00 00 00 02 2f 61 00 00 00 00
                00 00 00 02 00 ff ff ff ff   00 00 00 02 2f 61 ff ff ff ff
                ff ff ff ff 01 ff ff ff ff""";
        assertRoundTrip(multi, expected, MultiRequest::decode);
        assertEquals(OpCode.MULTI, multi.opCode());
    }

    @Test
    void documentedFailedTransactionBytes() {
        MultiResponse failed = new MultiResponse(List.of(new ErrorResult(0), new ErrorResult(-101),
                new ErrorResult(-2)));
        String expected = """
                ff ff ff ff 00 00 00 00 00  00 00 00 00
                ff ff ff ff 00 ff ff ff 9b  ff ff ff 9b
                ff ff ff ff 00 ff ff ff fe  ff ff ff fe
                ff ff ff ff 01 ff ff ff ff""";
        assertRoundTrip(failed, expected, MultiResponse::decode);
        assertEquals(-101, failed.firstError());
    }

    @Test
    void documentedSuccessBytes() {
        MultiResponse ok = new MultiResponse(List.of(new CreateResult("/b", null), new DeleteResult()));
        String expected = """
                00 00 00 01 00 00 00 00 00  00 00 00 02 2f 62
                00 00 00 02 00 00 00 00 00
                ff ff ff ff 01 ff ff ff ff""";
        assertRoundTrip(ok, expected, MultiResponse::decode);
        assertEquals(0, ok.firstError());
    }

    /** Ops Apache's Op API can build: the whole request must equal MultiOperationRecord's bytes. */
    @Test
    void requestsMatchApacheMultiOperationRecord() throws Exception {
        long seed = Seeds.forName("MultiOperationRecord");
        RandomValues g = new RandomValues(seed);
        for (int i = 0; i < VALUES; i++) {
            boolean read = g.aBoolean();
            List<Op> ops = new ArrayList<>();
            List<org.apache.zookeeper.Op> apacheOps = new ArrayList<>();
            for (int k = g.random().nextInt(6); k > 0; k--) {
                OpCode code = read ? pick(g, READS) : pick(g, WRITES);
                if (code == OpCode.CREATE2) {
                    continue;
                }
                Op op = apacheBuildableOp(g, code);
                ops.add(op);
                apacheOps.add(apacheOp(op));
            }
            MultiRequest ours = new MultiRequest(ops);
            byte[] apache = ApacheMirror.serialize(new org.apache.zookeeper.MultiOperationRecord(apacheOps));
            String context = Seeds.describe(seed) + ", value " + i + ": " + ours;
            assertEquals(ByteBufUtil.hexDump(apache), ByteBufUtil.hexDump(Catalog.encode(ours)), context);
            assertEquals(ours, decodeAll(apache, MultiRequest::decode), context);
        }
    }

    /** Any op and any field values: MultiHeader and record bytes as Apache's jute classes write them. */
    @Test
    void requestsAreApacheHeadersAndRecordsInSequence() {
        long seed = Seeds.forName("MultiRequest composed");
        RandomValues g = new RandomValues(seed);
        for (int i = 0; i < VALUES; i++) {
            boolean read = g.aBoolean();
            List<Op> ops = new ArrayList<>();
            StringBuilder expected = new StringBuilder();
            for (int k = g.random().nextInt(6); k > 0; k--) {
                OpCode code = read ? pick(g, READS) : pick(g, WRITES);
                Op op = new Op(code, g.record(recordType(code)));
                ops.add(op);
                expected.append(apacheHex(new MultiHeader(code.code(), false, -1))).append(apacheHex(op.request()));
            }
            expected.append(apacheHex(MultiHeader.END));
            MultiRequest ours = new MultiRequest(ops);
            String context = Seeds.describe(seed) + ", value " + i + ": " + ours;
            assertEquals(expected.toString(), ByteBufUtil.hexDump(Catalog.encode(ours)), context);
            assertEquals(ours, decodeAll(ByteBufUtil.decodeHexDump(expected), MultiRequest::decode), context);
        }
    }

    @Test
    void responsesMatchApacheMultiResponse() throws Exception {
        long seed = Seeds.forName("MultiResponse");
        RandomValues g = new RandomValues(seed);
        for (int i = 0; i < VALUES; i++) {
            List<OpResult> results = new ArrayList<>();
            org.apache.zookeeper.MultiResponse apache = new org.apache.zookeeper.MultiResponse();
            for (int k = g.random().nextInt(7); k > 0; k--) {
                OpResult result = randomResult(g);
                results.add(result);
                apache.add(apacheResult(result));
            }
            MultiResponse ours = new MultiResponse(results);
            String context = Seeds.describe(seed) + ", value " + i + ": " + ours;
            byte[] apacheBytes = ApacheMirror.serialize(apache);
            byte[] ourBytes = Catalog.encode(ours);
            assertEquals(ByteBufUtil.hexDump(apacheBytes), ByteBufUtil.hexDump(ourBytes), context);
            assertEquals(ours, decodeAll(apacheBytes, MultiResponse::decode), context);
            org.apache.zookeeper.MultiResponse reread = new org.apache.zookeeper.MultiResponse();
            reread.deserialize(org.apache.jute.BinaryInputArchive.getArchive(
                    new java.io.ByteArrayInputStream(ourBytes)), "multi");
            // Compared as bytes: Apache's GetChildrenResult.equals throws on a null list.
            assertEquals(ByteBufUtil.hexDump(ourBytes), ByteBufUtil.hexDump(ApacheMirror.serialize(reread)), context);
        }
    }

    @Test
    void readAndWriteOpsDoNotMix() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MultiRequest(List.of(Op.getData("/a"), Op.delete("/a", -1))));
        assertTrue(e.getMessage().contains("MARSHALLINGERROR"), e.getMessage());
        assertEquals(OpCode.MULTI_READ, new MultiRequest(List.of(Op.getData("/a"), Op.getChildren("/"))).opCode());

        ByteBuf mixed = Unpooled.buffer();
        new MultiHeader(4, false, -1).encode(mixed);
        new GetDataRequest("/a", false).encode(mixed);
        new MultiHeader(2, false, -1).encode(mixed);
        new DeleteRequest("/a", -1).encode(mixed);
        MultiHeader.END.encode(mixed);
        assertThrows(ProtocolException.class, () -> MultiRequest.decode(mixed));
    }

    @Test
    void opsCarryTheRecordOfTheirOpcode() {
        assertThrows(IllegalArgumentException.class, () -> new Op(OpCode.DELETE, new CheckVersionRequest("/a", 1)));
        assertThrows(IllegalArgumentException.class, () -> new Op(OpCode.EXISTS, new ExistsRequest("/a", false)));
        assertEquals("/p", Op.setData("/p", null, 3).path());
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> MultiRequest.decode(hex("00000003 00 ffffffff 00000002 2f61 00")));
        assertEquals("MultiHeader.type 3 is not an op a multi can hold; 7 bytes remain", e.getMessage());
        e = assertThrows(ProtocolException.class, () -> MultiResponse.decode(hex("00000003 00 00000000")));
        assertTrue(e.getMessage().startsWith("MultiHeader.type 3 is not a multi result type"), e.getMessage());
    }

    private static Op apacheBuildableOp(RandomValues g, OpCode code) {
        return switch (code) {
            case CREATE -> Op.create(new CreateRequest(g.nonNullString(), g.bytes(), g.list(g::acl),
                    g.random().nextInt(4)));
            case CREATE_CONTAINER -> Op.createContainer(new CreateRequest(g.nonNullString(), g.bytes(),
                    g.list(g::acl), 4));
            case CREATE_TTL -> Op.createTtl(new CreateTTLRequest(g.nonNullString(), g.bytes(), g.list(g::acl),
                    5 + g.random().nextInt(2), 1 + (g.aLong() & 0xff_ffff_ffffL) % ((1L << 40) - 1)));
            // Apache's read ops always carry watch = false.
            case GET_DATA -> Op.getData(g.nonNullString());
            case GET_CHILDREN -> Op.getChildren(g.nonNullString());
            default -> new Op(code, g.record(recordType(code)));
        };
    }

    private static org.apache.zookeeper.Op apacheOp(Op op) throws Exception {
        String path = op.path();
        if (op.request() instanceof CreateRequest r && op.type() == OpCode.CREATE) {
            return org.apache.zookeeper.Op.create(path, r.data(), Apache.toApacheAcl(r.acl()), r.flags());
        } else if (op.request() instanceof CreateRequest r) {
            return org.apache.zookeeper.Op.create(path, r.data(), Apache.toApacheAcl(r.acl()),
                    org.apache.zookeeper.CreateMode.CONTAINER);
        } else if (op.request() instanceof CreateTTLRequest r) {
            return org.apache.zookeeper.Op.create(path, r.data(), Apache.toApacheAcl(r.acl()),
                    org.apache.zookeeper.CreateMode.fromFlag(r.flags()), r.ttl());
        } else if (op.request() instanceof DeleteRequest r) {
            return org.apache.zookeeper.Op.delete(path, r.version());
        } else if (op.request() instanceof SetDataRequest r) {
            return org.apache.zookeeper.Op.setData(path, r.data(), r.version());
        } else if (op.request() instanceof CheckVersionRequest r) {
            return org.apache.zookeeper.Op.check(path, r.version());
        } else if (op.request() instanceof GetChildrenRequest r) {
            return org.apache.zookeeper.Op.getChildren(path);
        }
        return org.apache.zookeeper.Op.getData(path);
    }

    private static OpResult randomResult(RandomValues g) {
        Stat stat = g.record(Stat.class);
        return switch (g.random().nextInt(8)) {
            case 0 -> new CreateResult(g.string(), null);
            case 1 -> new CreateResult(g.string(), stat);
            case 2 -> new DeleteResult();
            case 3 -> new CheckResult();
            case 4 -> new SetDataResult(stat);
            case 5 -> new GetDataResult(g.bytes(), stat);
            case 6 -> new GetChildrenResult(g.list(g::string));
            default -> new ErrorResult(g.anInt());
        };
    }

    private static org.apache.zookeeper.OpResult apacheResult(OpResult result) {
        if (result instanceof CreateResult r) {
            return r.stat() == null ? new org.apache.zookeeper.OpResult.CreateResult(r.path())
                    : new org.apache.zookeeper.OpResult.CreateResult(r.path(), Apache.stat(r.stat()));
        } else if (result instanceof DeleteResult) {
            return new org.apache.zookeeper.OpResult.DeleteResult();
        } else if (result instanceof CheckResult) {
            return new org.apache.zookeeper.OpResult.CheckResult();
        } else if (result instanceof SetDataResult r) {
            return new org.apache.zookeeper.OpResult.SetDataResult(Apache.stat(r.stat()));
        } else if (result instanceof GetDataResult r) {
            return new org.apache.zookeeper.OpResult.GetDataResult(r.data(), Apache.stat(r.stat()));
        } else if (result instanceof GetChildrenResult r) {
            return new org.apache.zookeeper.OpResult.GetChildrenResult(Apache.list(r.children()));
        }
        return new org.apache.zookeeper.OpResult.ErrorResult(((ErrorResult) result).err());
    }

    private static Class<? extends Record> recordType(OpCode code) {
        return switch (code) {
            case CREATE, CREATE2, CREATE_CONTAINER -> CreateRequest.class;
            case CREATE_TTL -> CreateTTLRequest.class;
            case DELETE -> DeleteRequest.class;
            case SET_DATA -> SetDataRequest.class;
            case CHECK -> CheckVersionRequest.class;
            case GET_CHILDREN -> GetChildrenRequest.class;
            case GET_DATA -> GetDataRequest.class;
            default -> throw new IllegalArgumentException(code.name());
        };
    }

    private static OpCode pick(RandomValues g, OpCode[] codes) {
        return codes[g.random().nextInt(codes.length)];
    }

    private static String apacheHex(Record ours) {
        return ByteBufUtil.hexDump(ApacheMirror.serialize(ApacheMirror.toApache(ours)));
    }

    private static <T> T decodeAll(byte[] bytes, Function<ByteBuf, T> decoder) {
        ByteBuf in = Unpooled.wrappedBuffer(bytes);
        T value = decoder.apply(in);
        assertEquals(0, in.readableBytes(), "bytes left after decoding");
        return value;
    }

    private static <T extends Record> void assertRoundTrip(T value, String hex, Function<ByteBuf, T> decoder) {
        String compact = hex.replaceAll("\\s", "");
        assertEquals(compact, ByteBufUtil.hexDump(Catalog.encode(value)));
        assertEquals(value, decodeAll(ByteBufUtil.decodeHexDump(compact), decoder));
    }

    private static ByteBuf hex(String hex) {
        return Unpooled.wrappedBuffer(ByteBufUtil.decodeHexDump(hex.replace(" ", "")));
    }
}
