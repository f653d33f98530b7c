package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Request body of setWatches2 (105, servers 3.6.0+): SetWatches plus persistent watches.
 */
public record SetWatches2(
        long relativeZxid,
        List<String> dataWatches,
        List<String> existWatches,
        List<String> childWatches,
        List<String> persistentWatches,
        List<String> persistentRecursiveWatches) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public SetWatches2 {
        dataWatches = Jute.copyOf(dataWatches);
        existWatches = Jute.copyOf(existWatches);
        childWatches = Jute.copyOf(childWatches);
        persistentWatches = Jute.copyOf(persistentWatches);
        persistentRecursiveWatches = Jute.copyOf(persistentRecursiveWatches);
    }

    @Override
    public void encode(ByteBuf out) {
        new SetWatches(relativeZxid, dataWatches, existWatches, childWatches).encode(out);
        Jute.writeStringVector(out, persistentWatches);
        Jute.writeStringVector(out, persistentRecursiveWatches);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetWatches2 decode(ByteBuf in) {
        SetWatches first = SetWatches.decode(in, "SetWatches2");
        return new SetWatches2(first.relativeZxid(), first.dataWatches(), first.existWatches(), first.childWatches(),
                Jute.readStringVector(in, "SetWatches2.persistentWatches"),
                Jute.readStringVector(in, "SetWatches2.persistentRecursiveWatches"));
    }
}
