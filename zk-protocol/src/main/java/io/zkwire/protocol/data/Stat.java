package io.zkwire.protocol.data;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;

/** A znode's metadata (docs/contributing/protocol.md §4.1); always {@value #BYTES} bytes on the wire. */
public record Stat(long czxid, long mzxid, long ctime, long mtime, int version, int cversion, int aversion,
        long ephemeralOwner, int dataLength, int numChildren, long pzxid) implements Record {

    /** Encoded size: 6 longs and 5 ints. */
    public static final int BYTES = 6 * Long.BYTES + 5 * Integer.BYTES;

    @Override
    public void encode(ByteBuf out) {
        Jute.writeLong(out, czxid);
        Jute.writeLong(out, mzxid);
        Jute.writeLong(out, ctime);
        Jute.writeLong(out, mtime);
        Jute.writeInt(out, version);
        Jute.writeInt(out, cversion);
        Jute.writeInt(out, aversion);
        Jute.writeLong(out, ephemeralOwner);
        Jute.writeInt(out, dataLength);
        Jute.writeInt(out, numChildren);
        Jute.writeLong(out, pzxid);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static Stat decode(ByteBuf in) {
        return new Stat(Jute.readLong(in, "Stat.czxid"), Jute.readLong(in, "Stat.mzxid"),
                Jute.readLong(in, "Stat.ctime"), Jute.readLong(in, "Stat.mtime"),
                Jute.readInt(in, "Stat.version"), Jute.readInt(in, "Stat.cversion"),
                Jute.readInt(in, "Stat.aversion"), Jute.readLong(in, "Stat.ephemeralOwner"),
                Jute.readInt(in, "Stat.dataLength"), Jute.readInt(in, "Stat.numChildren"),
                Jute.readLong(in, "Stat.pzxid"));
    }
}
