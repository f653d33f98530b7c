package io.zkwire.jmh;

import java.util.LinkedHashMap;
import java.util.Map;

/** The ratio targets of the jmh issue, keyed by the start of a row's name. */
final class Targets {
    private static final Map<String, String> BY_PREFIX = new LinkedHashMap<>();

    static {
        BY_PREFIX.put("RawOpsBenchmark.getDataSync", "≤ 0.80×");
        BY_PREFIX.put("RawOpsBenchmark.getDataPipelined", "≥ 1.00×, alloc ≤ 0.50×");
        BY_PREFIX.put("RecipesBenchmark.mutexCycle", "≤ 0.55×");
        BY_PREFIX.put("RecipesBenchmark.semaphoreCycle", "≤ 0.35×");
        BY_PREFIX.put("RecipesBenchmark.readLockCycle", "≤ 0.55×");
        BY_PREFIX.put("ContendedMutexBenchmark.handoff", "≥ 1.50× (thrpt)");
        BY_PREFIX.put("AsyncWaitersBenchmark", "≤ 64 MB heap, ≤ 8 threads");
    }

    private Targets() {}

    static String forRow(String rowName) {
        return BY_PREFIX.entrySet().stream()
                .filter(e -> rowName.startsWith(e.getKey()))
                .map(Map.Entry::getValue)
                .findFirst().orElse("–");
    }
}
