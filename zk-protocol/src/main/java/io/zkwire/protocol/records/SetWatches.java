package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Request body of setWatches (101): watch paths (server paths) to re-register after a reconnect, with
 * the last zxid seen; the server fires at once what changed since {@code relativeZxid}.
 */
public record SetWatches(
        long relativeZxid,
        List<String> dataWatches,
        List<String> existWatches,
        List<String> childWatches) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public SetWatches {
        dataWatches = Jute.copyOf(dataWatches);
        existWatches = Jute.copyOf(existWatches);
        childWatches = Jute.copyOf(childWatches);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeLong(out, relativeZxid);
        Jute.writeStringVector(out, dataWatches);
        Jute.writeStringVector(out, existWatches);
        Jute.writeStringVector(out, childWatches);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetWatches decode(ByteBuf in) {
        return decode(in, "SetWatches");
    }

    /** Reads the fields SetWatches2 starts with; {@code record} labels error messages. */
    static SetWatches decode(ByteBuf in, String record) {
        return new SetWatches(
                Jute.readLong(in, record + ".relativeZxid"),
                Jute.readStringVector(in, record + ".dataWatches"),
                Jute.readStringVector(in, record + ".existWatches"),
                Jute.readStringVector(in, record + ".childWatches"));
    }
}
