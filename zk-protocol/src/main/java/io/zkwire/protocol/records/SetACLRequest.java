package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Request body of setACL (7); {@code version} is checked against the node's aversion.
 */
public record SetACLRequest(String path, List<ACL> acl, int version) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public SetACLRequest {
        acl = Jute.copyOf(acl);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        ACL.writeList(out, acl);
        Jute.writeInt(out, version);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetACLRequest decode(ByteBuf in) {
        return new SetACLRequest(
                Jute.readString(in, "SetACLRequest.path"),
                ACL.readList(in, "SetACLRequest.acl"),
                Jute.readInt(in, "SetACLRequest.version"));
    }
}
