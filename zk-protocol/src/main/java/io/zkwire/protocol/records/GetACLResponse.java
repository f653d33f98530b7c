package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.List;
import java.util.Objects;

/**
 * Response body of getACL (6).
 */
public record GetACLResponse(List<ACL> acl, Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     * Lists are copied unmodifiable (null stays null).
     */
    public GetACLResponse {
        acl = Jute.copyOf(acl);
        Objects.requireNonNull(stat, "GetACLResponse.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        ACL.writeList(out, acl);
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetACLResponse decode(ByteBuf in) {
        return new GetACLResponse(ACL.readList(in, "GetACLResponse.acl"), Stat.decode(in));
    }
}
