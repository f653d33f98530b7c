package io.zkwire.protocol.testing;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Id;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.AddWatchRequest;
import io.zkwire.protocol.records.AuthPacket;
import io.zkwire.protocol.records.CheckVersionRequest;
import io.zkwire.protocol.records.CheckWatchesRequest;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;
import io.zkwire.protocol.records.Create2Response;
import io.zkwire.protocol.records.CreateRequest;
import io.zkwire.protocol.records.CreateResponse;
import io.zkwire.protocol.records.CreateTTLRequest;
import io.zkwire.protocol.records.DeleteContainerRequest;
import io.zkwire.protocol.records.DeleteRequest;
import io.zkwire.protocol.records.ErrorResponse;
import io.zkwire.protocol.records.ExistsRequest;
import io.zkwire.protocol.records.ExistsResponse;
import io.zkwire.protocol.records.GetACLRequest;
import io.zkwire.protocol.records.GetACLResponse;
import io.zkwire.protocol.records.GetAllChildrenNumberRequest;
import io.zkwire.protocol.records.GetAllChildrenNumberResponse;
import io.zkwire.protocol.records.GetChildren2Request;
import io.zkwire.protocol.records.GetChildren2Response;
import io.zkwire.protocol.records.GetChildrenRequest;
import io.zkwire.protocol.records.GetChildrenResponse;
import io.zkwire.protocol.records.GetDataRequest;
import io.zkwire.protocol.records.GetDataResponse;
import io.zkwire.protocol.records.GetEphemeralsRequest;
import io.zkwire.protocol.records.GetEphemeralsResponse;
import io.zkwire.protocol.records.GetSASLRequest;
import io.zkwire.protocol.records.MultiHeader;
import io.zkwire.protocol.records.ReconfigRequest;
import io.zkwire.protocol.records.Record;
import io.zkwire.protocol.records.RemoveWatchesRequest;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.RequestHeader;
import io.zkwire.protocol.records.SetACLRequest;
import io.zkwire.protocol.records.SetACLResponse;
import io.zkwire.protocol.records.SetDataRequest;
import io.zkwire.protocol.records.SetDataResponse;
import io.zkwire.protocol.records.SetSASLResponse;
import io.zkwire.protocol.records.SetWatches2;
import io.zkwire.protocol.records.SetWatches;
import io.zkwire.protocol.records.SyncRequest;
import io.zkwire.protocol.records.SyncResponse;
import io.zkwire.protocol.records.WatcherEvent;
import io.zkwire.protocol.records.WhoAmIResponse;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The table every record test iterates: each jute record type, how to draw one, how to decode one. */
public final class Catalog {

    /** Every plain jute record; the multi records have their own tests. */
    public static final List<Class<? extends Record>> RECORDS = List.of(
            Stat.class, Id.class, ACL.class, ClientInfo.class,
            ConnectRequest.class, ConnectResponse.class, RequestHeader.class, ReplyHeader.class, WatcherEvent.class,
            CreateRequest.class, CreateTTLRequest.class, CreateResponse.class, Create2Response.class,
            DeleteRequest.class, ExistsRequest.class, ExistsResponse.class, GetDataRequest.class,
            GetDataResponse.class, SetDataRequest.class, SetDataResponse.class, GetACLRequest.class,
            GetACLResponse.class, SetACLRequest.class, SetACLResponse.class, GetChildrenRequest.class,
            GetChildrenResponse.class, GetChildren2Request.class, GetChildren2Response.class, SyncRequest.class,
            SyncResponse.class, CheckVersionRequest.class, ReconfigRequest.class, CheckWatchesRequest.class,
            RemoveWatchesRequest.class, AddWatchRequest.class, ErrorResponse.class, AuthPacket.class,
            SetWatches.class, SetWatches2.class, GetEphemeralsRequest.class, GetEphemeralsResponse.class,
            GetAllChildrenNumberRequest.class, GetAllChildrenNumberResponse.class, WhoAmIResponse.class,
            GetSASLRequest.class, SetSASLResponse.class, DeleteContainerRequest.class, MultiHeader.class);

    /** Types whose values need more care than "any value of each field". */
    private static final Map<Class<?>, Function<RandomValues, Record>> SPECIAL = Map.of(
            // Apache writes this path with String.getBytes, which cannot take null.
            DeleteContainerRequest.class, g -> new DeleteContainerRequest(g.nonNullString()));

    private Catalog() {
    }

    public static Record random(Class<? extends Record> type, RandomValues values) {
        Function<RandomValues, Record> special = SPECIAL.get(type);
        return special != null ? special.apply(values) : values.record(type);
    }

    /** Calls the type's {@code static decode(ByteBuf)}. */
    public static Record decode(Class<?> type, ByteBuf in) {
        try {
            Method decode = type.getMethod("decode", ByteBuf.class);
            return (Record) Reflect.invoke(decode, null, in);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(type.getName() + " has no public static decode(ByteBuf)", e);
        }
    }

    public static byte[] encode(Record record) {
        ByteBuf buf = Unpooled.buffer();
        record.encode(buf);
        byte[] bytes = new byte[buf.readableBytes()];
        buf.readBytes(bytes);
        return bytes;
    }
}
