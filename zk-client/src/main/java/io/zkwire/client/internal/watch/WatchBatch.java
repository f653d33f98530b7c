package io.zkwire.client.internal.watch;

import io.zkwire.client.internal.watch.WatchManager.Kind;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.Record;
import io.zkwire.protocol.records.SetWatches;
import io.zkwire.protocol.records.SetWatches2;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One re-registration request after a reconnect (docs/contributing/protocol.md §6.5): server paths per table. Paths are
 * packed, in the order data, exist, child, persistent, recursive, until the batch's path characters
 * reach {@link #MAX_CHARS}, so no request comes near the server's jute.maxbuffer.
 */
public record WatchBatch(Map<Kind, List<String>> paths) {

    /** ZOOKEEPER-706: 128 Ki characters of paths per request (the last path may go over). */
    public static final int MAX_CHARS = 128 * 1024;

    public WatchBatch {
        Map<Kind, List<String>> copy = new EnumMap<>(Kind.class);
        for (Kind kind : Kind.values()) {
            copy.put(kind, List.copyOf(paths.getOrDefault(kind, List.of())));
        }
        paths = copy;
    }

    public List<String> get(Kind kind) {
        return paths.get(kind);
    }

    /** SetWatches2 (3.6+) only when persistent watches are in the batch, for older servers' sake. */
    public boolean needsSetWatches2() {
        return !get(Kind.PERSISTENT).isEmpty() || !get(Kind.PERSISTENT_RECURSIVE).isEmpty();
    }

    public OpCode opCode() {
        return needsSetWatches2() ? OpCode.SET_WATCHES2 : OpCode.SET_WATCHES;
    }

    public Record toRequest(long relativeZxid) {
        if (needsSetWatches2()) {
            return new SetWatches2(relativeZxid, get(Kind.DATA), get(Kind.EXIST), get(Kind.CHILD),
                    get(Kind.PERSISTENT), get(Kind.PERSISTENT_RECURSIVE));
        }
        return new SetWatches(relativeZxid, get(Kind.DATA), get(Kind.EXIST), get(Kind.CHILD));
    }

    /** Splits the server paths of every table into batches of about {@code maxChars} path characters. */
    public static List<WatchBatch> split(Function<Kind, List<String>> serverPaths, int maxChars) {
        List<WatchBatch> batches = new ArrayList<>();
        Map<Kind, List<String>> current = new EnumMap<>(Kind.class);
        long chars = 0;
        for (Kind kind : Kind.values()) {
            for (String path : serverPaths.apply(kind)) {
                current.computeIfAbsent(kind, k -> new ArrayList<>()).add(path);
                chars += path.length();
                if (chars >= maxChars) {
                    batches.add(new WatchBatch(current));
                    current = new EnumMap<>(Kind.class);
                    chars = 0;
                }
            }
        }
        if (!current.isEmpty()) {
            batches.add(new WatchBatch(current));
        }
        return batches;
    }
}
