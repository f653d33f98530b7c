package io.zkwire.client.internal.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.watch.WatchManager.Kind;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.records.SetWatches;
import io.zkwire.protocol.records.SetWatches2;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WatchBatchTest {

    private static List<String> paths(String prefix, int count, int length) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String p = prefix + i;
            list.add(p + "x".repeat(length - p.length()));
        }
        return list;
    }

    @Test
    void noWatchesNoBatch() {
        assertEquals(List.of(), WatchBatch.split(k -> List.of(), WatchBatch.MAX_CHARS));
    }

    @Test
    void smallSetsGoInOneSetWatchesForOldServers() {
        Map<Kind, List<String>> in = new EnumMap<>(Kind.class);
        in.put(Kind.DATA, List.of("/d"));
        in.put(Kind.EXIST, List.of("/e"));
        in.put(Kind.CHILD, List.of("/c"));
        List<WatchBatch> batches = WatchBatch.split(k -> in.getOrDefault(k, List.of()), WatchBatch.MAX_CHARS);
        assertEquals(1, batches.size());
        WatchBatch b = batches.get(0);
        assertFalse(b.needsSetWatches2());
        assertEquals(OpCode.SET_WATCHES, b.opCode());
        SetWatches request = assertInstanceOf(SetWatches.class, b.toRequest(42));
        assertEquals(new SetWatches(42, List.of("/d"), List.of("/e"), List.of("/c")), request);
    }

    @Test
    void persistentWatchesNeedSetWatches2() {
        List<WatchBatch> batches = WatchBatch.split(
                k -> k == Kind.PERSISTENT_RECURSIVE ? List.of("/r") : List.of(), WatchBatch.MAX_CHARS);
        assertEquals(OpCode.SET_WATCHES2, batches.get(0).opCode());
        assertEquals(new SetWatches2(7, List.of(), List.of(), List.of(), List.of(), List.of("/r")),
                batches.get(0).toRequest(7));
    }

    @Test
    void batchesCloseOnceTheirPathCharactersReachTheLimitInTableOrder() {
        // 100-char paths: a batch closes at the path that brings it to >= 1000 characters.
        Map<Kind, List<String>> in = new EnumMap<>(Kind.class);
        in.put(Kind.DATA, paths("/d", 15, 100));
        in.put(Kind.CHILD, paths("/c", 10, 100));
        in.put(Kind.PERSISTENT, paths("/p", 1, 100));
        List<WatchBatch> batches = WatchBatch.split(k -> in.getOrDefault(k, List.of()), 1000);
        assertEquals(3, batches.size());
        assertEquals(10, batches.get(0).get(Kind.DATA).size());
        assertEquals(5, batches.get(1).get(Kind.DATA).size());
        assertEquals(5, batches.get(1).get(Kind.CHILD).size());
        assertFalse(batches.get(1).needsSetWatches2());
        assertEquals(5, batches.get(2).get(Kind.CHILD).size());
        assertEquals(1, batches.get(2).get(Kind.PERSISTENT).size());
        assertTrue(batches.get(2).needsSetWatches2(), "only the batch holding persistent paths uses opcode 105");
        List<String> all = new ArrayList<>();
        batches.forEach(b -> all.addAll(b.get(Kind.DATA)));
        assertEquals(in.get(Kind.DATA), all, "order kept, nothing lost");
    }

    @Test
    void defaultLimitIs128KiCharacters() {
        List<WatchBatch> batches = WatchBatch.split(k -> k == Kind.DATA ? paths("/w", 3000, 100) : List.of(),
                WatchBatch.MAX_CHARS);
        assertEquals(3, batches.size());
        assertEquals(1311, batches.get(0).get(Kind.DATA).size(), "ceil(131072 / 100) paths");
    }
}
