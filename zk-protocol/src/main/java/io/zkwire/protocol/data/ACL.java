package io.zkwire.protocol.data;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import io.zkwire.protocol.records.Record;
import java.util.List;
import java.util.Objects;

/** One access-control entry: permission bits ({@link io.zkwire.protocol.Perms}) granted to an id. */
public record ACL(int perms, Id id) implements Record {

    /** Smallest encoding: perms plus the smallest Id. */
    public static final int MIN_BYTES = Jute.INT_BYTES + Id.MIN_BYTES;

    /** @throws NullPointerException if {@code id} is null; jute cannot encode a null nested record */
    public ACL {
        Objects.requireNonNull(id, "ACL.id");
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, perms);
        id.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ACL decode(ByteBuf in) {
        return new ACL(Jute.readInt(in, "ACL.perms"), Id.decode(in));
    }

    /** Writes a {@code vector<ACL>}; null is count −1. */
    public static void writeList(ByteBuf out, List<ACL> acl) {
        Jute.writeVector(out, acl, (buf, entry) -> entry.encode(buf));
    }

    /** Reads a {@code vector<ACL>} labelled {@code field} in error messages. */
    public static List<ACL> readList(ByteBuf in, String field) {
        return Jute.readVector(in, field, ACL::decode, MIN_BYTES);
    }
}
