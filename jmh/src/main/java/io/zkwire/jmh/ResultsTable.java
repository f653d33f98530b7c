package io.zkwire.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.Statistics;

/**
 * Turns JMH results into the README's table: one row per benchmark pair ({@code <name>_zkwire} against
 * {@code <name>_official} or {@code <name>_curator}), medians with the min–max spread over measurement
 * iterations, and the ratio zkwire/anchor next to its target.
 */
final class ResultsTable {
    static final String ZKWIRE = "zkwire";
    private static final String ALLOC = "gc.alloc.rate.norm";

    private ResultsTable() {}

    /** One measured side of a pair. */
    private record Side(String mode, String unit, double median, double min, double max, double allocPerOp) {
        static Side of(RunResult run) {
            Result<?> primary = run.getPrimaryResult();
            Statistics stats = primary.getStatistics();
            Result<?> alloc = run.getSecondaryResults().get(ALLOC);
            return new Side(run.getParams().getMode().shortLabel(), primary.getScoreUnit(),
                    stats.getPercentile(50), stats.getMin(), stats.getMax(),
                    alloc == null ? Double.NaN : alloc.getScore());
        }

        String cell() {
            return String.format(Locale.ROOT, "%s [%s–%s] %s", num(median), num(min), num(max), unit);
        }
    }

    /** Both sides of one row, and extra counters (heap, threads) of single-sided benchmarks. */
    private static final class Row {
        Side zkwire;
        Side anchor;
        String anchorName = "";
        final Map<String, Double> counters = new TreeMap<>();
    }

    static String markdown(Collection<RunResult> results, Instant started, String profile) throws IOException {
        Map<String, Row> rows = new TreeMap<>();
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.', 
                    params.getBenchmark().lastIndexOf('.') - 1) + 1);
            int split = method.lastIndexOf('_');
            String name = (split < 0 ? method : method.substring(0, split)) + paramSuffix(params)
                    + " (" + params.getMode().shortLabel() + ")";
            String side = split < 0 ? ZKWIRE : method.substring(split + 1);
            Row row = rows.computeIfAbsent(name, k -> new Row());
            if (side.equals(ZKWIRE)) {
                row.zkwire = Side.of(run);
                // Aux counters (heap, threads) are summed over iterations by JMH: show one iteration's worth.
                run.getSecondaryResults().forEach((key, value) -> {
                    if (!key.startsWith("gc.") && !Double.isNaN(value.getScore())) { // profilers report NaN
                        row.counters.put(key, value.getStatistics().getMean());
                    }
                });
            } else {
                row.anchor = Side.of(run);
                row.anchorName = side;
            }
        }
        StringBuilder md = new StringBuilder();
        md.append("# zkwire benchmark results\n\n")
          .append("- date: ").append(started).append('\n')
          .append("- profile: ").append(profile).append(" (forks 1; median [min–max] over measurement iterations)\n")
          .append("- JDK: ").append(System.getProperty("java.vm.name")).append(' ')
          .append(System.getProperty("java.version")).append('\n')
          .append("- machine: ").append(Runtime.getRuntime().availableProcessors()).append(" cores, ")
          .append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.arch"))
          .append(", ").append(cpuModel()).append('\n')
          .append("- server: ZooKeeper on the same machine, both sides of a row against the same server\n\n")
          .append("| benchmark | zkwire | anchor | ratio zkwire/anchor | target | alloc B/op zkwire / anchor |\n")
          .append("|---|---|---|---|---|---|\n");
        rows.forEach((name, row) -> md.append(line(name, row)));
        return md.toString();
    }

    private static String line(String name, Row row) {
        String zk = row.zkwire == null ? "–" : row.zkwire.cell();
        String anchor = row.anchor == null ? "–" : row.anchorName + ": " + row.anchor.cell();
        String ratio = row.zkwire == null || row.anchor == null ? "–"
                : String.format(Locale.ROOT, "%.2f×", row.zkwire.median / row.anchor.median);
        String alloc = row.zkwire == null ? "–" : num(row.zkwire.allocPerOp)
                + (row.anchor == null ? "" : " / " + num(row.anchor.allocPerOp));
        StringBuilder extra = new StringBuilder();
        row.counters.forEach((k, v) -> extra.append("; ").append(k).append(' ').append(num(v)));
        return "| " + name + " | " + zk + extra + " | " + anchor + " | " + ratio + " | "
                + Targets.forRow(name) + " | " + alloc + " |\n";
    }

    private static String paramSuffix(BenchmarkParams params) {
        StringBuilder s = new StringBuilder();
        for (String key : params.getParamsKeys()) {
            s.append(s.length() == 0 ? " [" : ", ").append(key).append('=').append(params.getParam(key));
        }
        return s.length() == 0 ? "" : s.append(']').toString();
    }

    private static String num(double v) {
        if (Double.isNaN(v)) {
            return "–";
        }
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
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
