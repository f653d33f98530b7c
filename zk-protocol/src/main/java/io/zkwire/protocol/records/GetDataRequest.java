package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;

/**
 * Request body of getData (4).
 */
public record GetDataRequest(String path, boolean watch) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBoolean(out, watch);
    }

    public static GetDataRequest decode(ByteBuf in) {
        return new GetDataRequest(
                Jute.readString(in, "GetDataRequest.path"),
                Jute.readBoolean(in, "GetDataRequest.watch"));
    }
}
