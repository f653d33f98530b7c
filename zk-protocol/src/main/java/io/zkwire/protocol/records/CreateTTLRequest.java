package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Request body of createTTL (21): a create with a TTL in ms, {@code 0 < ttl <= 2^40 - 1}. Servers
 * need {@code zookeeper.extendedTypesEnabled=true}, otherwise they answer UNIMPLEMENTED.
 */
public record CreateTTLRequest(String path, byte[] data, List<ACL> acl, int flags, long ttl) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public CreateTTLRequest {
        acl = Jute.copyOf(acl);
    }

    @Override
    public void encode(ByteBuf out) {
        CreateRequest.encode(out, path, data, acl, flags);
        Jute.writeLong(out, ttl);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static CreateTTLRequest decode(ByteBuf in) {
        CreateRequest create = CreateRequest.decode(in, "CreateTTLRequest");
        return new CreateTTLRequest(create.path(), create.data(), create.acl(), create.flags(),
                Jute.readLong(in, "CreateTTLRequest.ttl"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof CreateTTLRequest other
                && Objects.equals(path, other.path)
                && Arrays.equals(data, other.data)
                && Objects.equals(acl, other.acl)
                && flags == other.flags
                && ttl == other.ttl;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(path, acl, flags, ttl) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "CreateTTLRequest[path=" + path
                + ", data=" + Arrays.toString(data)
                + ", acl=" + acl
                + ", flags=" + flags
                + ", ttl=" + ttl
                + "]";
    }
}
