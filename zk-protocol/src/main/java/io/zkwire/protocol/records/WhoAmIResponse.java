package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Response body of whoAmI (107, servers 3.7.0+; the request has no body).
 */
public record WhoAmIResponse(List<ClientInfo> clientInfo) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public WhoAmIResponse {
        clientInfo = Jute.copyOf(clientInfo);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeVector(out, clientInfo, (buf, info) -> info.encode(buf));
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static WhoAmIResponse decode(ByteBuf in) {
        return new WhoAmIResponse(
                Jute.readVector(in, "WhoAmIResponse.clientInfo", ClientInfo::decode, ClientInfo.MIN_BYTES));
    }
}
