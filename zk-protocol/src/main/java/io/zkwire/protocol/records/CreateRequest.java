package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Request body of create (1), create2 (15) and createContainer (19, flags 4). {@code flags} is a
 * {@link io.zkwire.protocol.CreateMode} flag; {@code data} may be null and is not copied.
 */
public record CreateRequest(String path, byte[] data, List<ACL> acl, int flags) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public CreateRequest {
        acl = Jute.copyOf(acl);
    }

    @Override
    public void encode(ByteBuf out) {
        encode(out, path, data, acl, flags);
    }

    /** Writes the fields CreateTTLRequest starts with. */
    static void encode(ByteBuf out, String path, byte[] data, List<ACL> acl, int flags) {
        Jute.writeString(out, path);
        Jute.writeBuffer(out, data);
        ACL.writeList(out, acl);
        Jute.writeInt(out, flags);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static CreateRequest decode(ByteBuf in) {
        return decode(in, "CreateRequest");
    }

    /** Reads the fields CreateTTLRequest starts with; {@code record} labels error messages. */
    static CreateRequest decode(ByteBuf in, String record) {
        return new CreateRequest(
                Jute.readString(in, record + ".path"),
                Jute.readBuffer(in, record + ".data"),
                ACL.readList(in, record + ".acl"),
                Jute.readInt(in, record + ".flags"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof CreateRequest other
                && Objects.equals(path, other.path)
                && Arrays.equals(data, other.data)
                && Objects.equals(acl, other.acl)
                && flags == other.flags;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(path, acl, flags) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "CreateRequest[path=" + path
                + ", data=" + Arrays.toString(data)
                + ", acl=" + acl
                + ", flags=" + flags
                + "]";
    }
}
