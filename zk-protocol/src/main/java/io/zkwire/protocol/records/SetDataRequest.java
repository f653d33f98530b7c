package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;
import java.util.Objects;

/**
 * Request body of setData (5); version -1 matches any version. The array is not copied.
 */
public record SetDataRequest(String path, byte[] data, int version) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBuffer(out, data);
        Jute.writeInt(out, version);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetDataRequest decode(ByteBuf in) {
        return new SetDataRequest(
                Jute.readString(in, "SetDataRequest.path"),
                Jute.readBuffer(in, "SetDataRequest.data"),
                Jute.readInt(in, "SetDataRequest.version"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof SetDataRequest other
                && Objects.equals(path, other.path)
                && Arrays.equals(data, other.data)
                && version == other.version;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(path, version) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "SetDataRequest[path=" + path + ", data=" + Arrays.toString(data) + ", version=" + version + "]";
    }
}
