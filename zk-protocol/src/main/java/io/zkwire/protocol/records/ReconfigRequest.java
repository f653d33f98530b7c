package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of reconfig (16); {@code curConfigId} -1 skips the version check. The response is a
 * GetDataResponse with the new configuration.
 */
public record ReconfigRequest(
        String joiningServers,
        String leavingServers,
        String newMembers,
        long curConfigId) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, joiningServers);
        Jute.writeString(out, leavingServers);
        Jute.writeString(out, newMembers);
        Jute.writeLong(out, curConfigId);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ReconfigRequest decode(ByteBuf in) {
        return new ReconfigRequest(
                Jute.readString(in, "ReconfigRequest.joiningServers"),
                Jute.readString(in, "ReconfigRequest.leavingServers"),
                Jute.readString(in, "ReconfigRequest.newMembers"),
                Jute.readLong(in, "ReconfigRequest.curConfigId"));
    }
}
