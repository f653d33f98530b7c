package io.zkwire.jmh.paired;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** The run as markdown (results/latest.md, the block in docs/benchmarks.md) and as JSON (results/latest.json). */
final class Report {
    static final String HOW_RATIOS_ARE_FORMED = "Each row alternates blocks of zkwire and its anchor against one "
            + "server, a block being one single-fork JMH run of one side's benchmark, order flipped every pair; a "
            + "pair's ratio is zkwire's p50 over the anchor's p50 in that pair (JMH SampleTime; throughput rows: "
            + "zkwire's ops/s over the anchor's, JMH Throughput), and the table shows the median of the per-pair "
            + "ratios with their min–max.";

    private Report() {}

    static String markdown(List<Setting> settings, Profile profile, Instant started, Duration took) {
        StringBuilder md = new StringBuilder();
        md.append("- date: ").append(started).append(", took ").append(took.toMinutes()).append(" min ")
          .append(took.toSecondsPart()).append(" s\n")
          .append("- profile: ").append(profile.name()).append(" (").append(profile.pairs())
          .append(" pairs per row; a block is one JMH fork: ").append(profile.warmupIterations())
          .append(" warm-up and ").append(profile.iterations()).append(" measured iterations of ")
          .append(profile.iteration().toMillis()).append(" ms; JMH ").append(org.openjdk.jmh.util.Version.getPlainVersion())
          .append(")\n")
          .append("- JDK: ").append(System.getProperty("java.vm.name")).append(' ')
          .append(System.getProperty("java.version")).append("; machine: ")
          .append(Runtime.getRuntime().availableProcessors()).append(" cores, ").append(cpuModel()).append('\n')
          .append("- load average (1 min) at the end: ").append(loadAverage())
          .append(" (the run itself keeps one to two cores busy; much more means other work ran alongside)\n")
          .append("- server: ").append(serverLine()).append('\n')
          .append("- ratios: ").append(HOW_RATIOS_ARE_FORMED)
          .append(" Below 1 is better for times, above 1 for throughput.\n\n")
          .append("| row | server | zkwire p50 · p99 · mean | anchor p50 · p99 · mean | ratio p50 (or ops/s) "
                  + "median [min–max] | ratio p99 median [min–max] | target | per op, zkwire / anchor: alloc B · JVM CPU µs · server CPU µs · server requests · server bytes in/out |\n")
          .append("|---|---|---|---|---|---|---|---|\n");
        for (Setting setting : settings) {
            for (RowResult r : setting.rows) {
                md.append("| ").append(r.row.id()).append(" | ").append(setting.label())
                  .append(" | ").append(r.row.subject().equals(Row.ZKWIRE) ? "" : r.row.subject() + ": ")
                  .append(side(r.row, r.zkwire))
                  .append(" | ").append(r.row.anchor()).append(": ").append(side(r.row, r.anchor))
                  .append(" | ").append(spread(RowResult.Spread.of(r.ratios())))
                  .append(" | ").append(spread(RowResult.Spread.of(r.tailRatios())))
                  .append(" | ").append(r.row.target())
                  .append(" | ").append(perOp(r.zkwire)).append(" / ").append(perOp(r.anchor)).append(" |\n");
            }
            if (!setting.waiters.isEmpty()) {
                md.append("| asyncWaiters (").append(AsyncWaiters.WAITERS).append(" pending) | ").append(setting.label())
                  .append(" | queued in ").append(over(setting.waiters, AsyncWaiters.Cost::queueMillis)).append(" ms; heap ")
                  .append(over(setting.waiters, AsyncWaiters.Cost::heapMB)).append(" MB; threads ")
                  .append(over(setting.waiters, AsyncWaiters.Cost::threads))
                  .append(" (median [min–max] of ").append(setting.waiters.size()).append(" rounds) | – | – | – | ")
                  .append(AsyncWaiters.TARGET).append(" | – |\n");
            }
        }
        return md.toString();
    }

    private static String side(Row row, List<Block> blocks) {
        Samples all = RowResult.pooled(blocks);
        String latencies = all.size() == 0 ? "" : Units.nanos(all.quantile(0.5)) + " · "
                + Units.nanos(all.quantile(0.99)) + " · " + Units.nanos(all.mean());
        if (row.kind().timed()) {
            return latencies;
        }
        return Units.num(RowResult.opsPerSecond(blocks)) + " ops/s" + (latencies.isEmpty() ? "" : "; " + latencies);
    }

    private static String serverLine() {
        String given = System.getProperty(BenchServer.PROPERTY);
        return given == null || given.isBlank()
                ? "ZooKeeper 3.9.5 standalone on the same machine, started per setting, shared by every fork"
                : given + " (named by -D" + BenchServer.PROPERTY + ", shared by every fork; its forceSync is its own)";
    }

    private static String perOp(List<Block> blocks) {
        double server = RowResult.serverCpuMicrosPerOp(blocks);
        double requests = RowResult.serverRequestsPerOp(blocks);
        return Units.num(RowResult.allocatedPerOp(blocks)) + " B · " + Units.num(RowResult.cpuMicrosPerOp(blocks))
                + " µs · " + (Double.isNaN(server) ? "–" : Units.num(server) + " µs") + " · "
                + (Double.isNaN(requests) ? "–" : Units.num(requests) + " req") + serverBytes(blocks) + cacheCosts(blocks)
                + footprint(blocks);
    }

    /** The virtual-waiter row's standing queue: heap, platform threads added, carriers. */
    private static String footprint(List<Block> blocks) {
        double heap = RowResult.perShot(blocks, b -> b.waitersHeapMB);
        double threads = RowResult.perShot(blocks, b -> b.waitersPlatformThreads);
        return Double.isNaN(heap) ? "" : " · queue heap " + Units.num(heap) + " MB, platform threads "
                + (threads >= 0 ? "+" : "") + Units.num(threads) + " ("
                + Units.num(RowResult.perShot(blocks, b -> b.waitersCarrierThreads)) + " carriers)";
    }

    /** What the server received and replied per operation, where it answers {@code mntr}. */
    private static String serverBytes(List<Block> blocks) {
        double in = RowResult.perShot(blocks, b -> b.serverBytesInPerOp);
        double out = RowResult.perShot(blocks, b -> b.serverBytesOutPerOp);
        return Double.isNaN(in) || Double.isNaN(out) ? "" : " · " + Units.num(in) + "/" + Units.num(out) + " B";
    }

    /** The cache rows' own costs: retained heap per cached node, or what one resync sent and received. */
    private static String cacheCosts(List<Block> blocks) {
        double heap = RowResult.perShot(blocks, b -> b.cacheHeapPerNode);
        double resync = RowResult.perShot(blocks, b -> b.resyncRequests);
        return (Double.isNaN(heap) ? "" : " · heap " + Units.num(heap) + " B/node")
                + (Double.isNaN(resync) ? "" : " · resync " + Units.num(resync) + " req, "
                        + Units.num(RowResult.perShot(blocks, b -> b.resyncBytes)) + " B sent, "
                        + Units.num(RowResult.perShot(blocks, b -> b.resyncReplyBytes)) + " B received");
    }

    private static String over(List<AsyncWaiters.Cost> rounds, ToDoubleFunction<AsyncWaiters.Cost> value) {
        RowResult.Spread s = RowResult.Spread.of(rounds.stream().map(r -> value.applyAsDouble(r)).toList());
        return Units.num(s.median()) + " [" + Units.num(s.min()) + "–" + Units.num(s.max()) + "]";
    }

    private static String spread(RowResult.Spread s) {
        return Double.isNaN(s.median()) ? "–"
                : Units.ratio(s.median()) + "× [" + Units.ratio(s.min()) + "–" + Units.ratio(s.max()) + "]";
    }

    static String json(List<Setting> settings, Profile profile, Instant started) {
        StringBuilder j = new StringBuilder("{\n  \"date\": \"").append(started).append("\",\n  \"profile\": \"")
                .append(profile.name()).append("\",\n  \"ratios\": \"").append(HOW_RATIOS_ARE_FORMED)
                .append("\",\n  \"settings\": [\n");
        for (int s = 0; s < settings.size(); s++) {
            Setting setting = settings.get(s);
            j.append("    {\"forceSync\": \"").append(setting.forceSync).append("\", \"rows\": [\n");
            for (int i = 0; i < setting.rows.size(); i++) {
                RowResult r = setting.rows.get(i);
                j.append("      {\"id\": \"").append(r.row.id()).append("\", \"kind\": \"").append(r.row.kind())
                  .append("\", \"subject\": \"").append(r.row.subject())
                  .append("\", \"anchor\": \"").append(r.row.anchor()).append("\", \"target\": \"")
                  .append(r.row.target()).append("\", \"zkwireBenchmark\": \"").append(r.row.zkwire())
                  .append("\", \"anchorBenchmark\": \"").append(r.row.opponent()).append('"')
                  .append(",\n       \"zkwire\": ").append(sideJson(r.zkwire))
                  .append(",\n       \"anchorSide\": ").append(sideJson(r.anchor))
                  .append(",\n       \"pairRatios\": ").append(numbers(r.ratios()))
                  .append(", \"pairTailRatios\": ").append(numbers(r.tailRatios())).append('}')
                  .append(i + 1 < setting.rows.size() ? ",\n" : "\n");
            }
            j.append("    ], \"asyncWaiters\": [");
            for (int i = 0; i < setting.waiters.size(); i++) {
                AsyncWaiters.Cost c = setting.waiters.get(i);
                j.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT,
                        "{\"queueMillis\": %.1f, \"heapMB\": %.2f, \"threads\": %.0f}",
                        c.queueMillis(), c.heapMB(), c.threads()));
            }
            j.append("]}").append(s + 1 < settings.size() ? ",\n" : "\n");
        }
        return j.append("  ]\n}\n").toString();
    }

    private static String sideJson(List<Block> blocks) {
        Samples all = RowResult.pooled(blocks);
        return String.format(Locale.ROOT, "{\"ops\": %d, \"opsPerSecond\": %s, \"p50Nanos\": %s, \"p99Nanos\": %s, "
                        + "\"meanNanos\": %s, \"allocBytesPerOp\": %s, \"cpuMicrosPerOp\": %s, "
                        + "\"serverCpuMicrosPerOp\": %s, \"serverRequestsPerOp\": %s, \"serverBytesInPerOp\": %s, "
                        + "\"serverBytesOutPerOp\": %s, \"cacheHeapBytesPerNode\": %s, "
                        + "\"resyncRequests\": %s, \"resyncBytesSent\": %s, \"resyncBytesReceived\": %s, "
                        + "\"waitersHeapMB\": %s, \"waitersPlatformThreads\": %s, \"waitersCarrierThreads\": %s}",
                blocks.stream().mapToLong(b -> b.ops).sum(), jsonNumber(RowResult.opsPerSecond(blocks)),
                jsonNumber(all.quantile(0.5)), jsonNumber(all.quantile(0.99)), jsonNumber(all.mean()),
                jsonNumber(RowResult.allocatedPerOp(blocks)), jsonNumber(RowResult.cpuMicrosPerOp(blocks)),
                jsonNumber(RowResult.serverCpuMicrosPerOp(blocks)), jsonNumber(RowResult.serverRequestsPerOp(blocks)),
                jsonNumber(RowResult.perShot(blocks, b -> b.serverBytesInPerOp)),
                jsonNumber(RowResult.perShot(blocks, b -> b.serverBytesOutPerOp)),
                jsonNumber(RowResult.perShot(blocks, b -> b.cacheHeapPerNode)),
                jsonNumber(RowResult.perShot(blocks, b -> b.resyncRequests)),
                jsonNumber(RowResult.perShot(blocks, b -> b.resyncBytes)),
                jsonNumber(RowResult.perShot(blocks, b -> b.resyncReplyBytes)),
                jsonNumber(RowResult.perShot(blocks, b -> b.waitersHeapMB)),
                jsonNumber(RowResult.perShot(blocks, b -> b.waitersPlatformThreads)),
                jsonNumber(RowResult.perShot(blocks, b -> b.waitersCarrierThreads)));
    }

    private static String numbers(List<Double> values) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            s.append(i == 0 ? "" : ", ").append(jsonNumber(values.get(i)));
        }
        return s.append(']').toString();
    }

    private static String jsonNumber(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "null" : String.format(Locale.ROOT, "%.4f", v);
    }

    /** Replaces what lies between {@code <!-- bench:begin -->} and {@code <!-- bench:end -->} in a file. */
    static void replaceBlock(Path file, String content) throws IOException {
        String begin = "<!-- bench:begin -->";
        String end = "<!-- bench:end -->";
        String text = Files.readString(file);
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            throw new IllegalStateException(file + " has no " + begin + " … " + end + " block to rewrite");
        }
        Files.writeString(file, text.substring(0, from + begin.length()) + "\n" + content + text.substring(to));
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown CPU");
        } catch (IOException | RuntimeException e) {
            return "unknown CPU";
        }
    }
}
