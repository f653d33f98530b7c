package io.zkwire.jmh.paired;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every row, paired and interleaved ({@link PairedRunner}: single-fork JMH runs of each side's benchmark,
 * alternating), against one fresh ZooKeeper server per {@code forceSync} setting shared by every fork, then
 * writes {@code results/latest.md}, {@code results/latest.json} and one SVG per row into {@code results/}
 * (relative to the working directory, the jmh module) and rewrites the results block of
 * {@code ../docs/benchmarks.md}. A partial run (narrowed to some rows, or the tiny profile) writes into
 * {@code target/bench-partial/} instead and leaves the docs alone; a run of every row with one setting, or with
 * fewer pairs or warm-ups, is complete and says so in its table.
 *
 * <p>Arguments: {@code --include REGEX} (rows whose id matches; default all, {@code asyncWaiters} included),
 * {@code --full} (longer profile), {@code --tiny} (plumbing check only), {@code --forcesync yes|no|both}
 * (default both), {@code --pairs N}, {@code --warmup N} (warm-up iterations per fork) and
 * {@code --iteration-ms MS} (override the profile's, given after it), {@code --jfr} (every fork records itself
 * with JMH's Flight Recorder profiler into {@code jfr/} of the output directory), {@code --quiet} (JMH prints
 * nothing), {@code --no-docs} (a complete run that leaves the docs alone), {@code --out DIR} (the output
 * directory; the docs are then left alone). With {@code -Dzk.connect=host:port} it uses that server
 * for every setting instead of starting its own.
 */
public final class RunBenchmarks {
    private static final Path RESULTS = Path.of("results");
    private static final Path PARTIAL = Path.of("target", "bench-partial");
    private static final String WAITERS_ID = "asyncWaiters";
    /** The user docs' page whose results block each complete run rewrites. */
    static final Path BENCHMARKS_PAGE = Path.of("..", "docs", "benchmarks.md");

    private RunBenchmarks() {}

    /** The rows in table order. */
    static List<Row> rows() {
        return Rows.all();
    }

    public static void main(String[] rawArgs) throws Exception {
        // Maven passes -Dbench.args="..." as one argument: split it into words
        String[] args = String.join(" ", rawArgs).trim().split("\\s+");
        Pattern include = Pattern.compile(".*");
        Profile profile = Profile.SHORT;
        List<String> forceSync = List.of("no", "yes");
        boolean jfr = false;
        VerboseMode verbosity = VerboseMode.NORMAL;
        boolean docs = true;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--include" -> include = Pattern.compile(args[++i]);
                case "--full" -> profile = Profile.FULL;
                case "--tiny" -> profile = Profile.TINY;
                case "--forcesync" -> forceSync = args[++i].equals("both") ? forceSync : List.of(args[i]);
                case "--pairs" -> profile = profile.withPairs(Integer.parseInt(args[++i]));
                case "--warmup" -> profile = profile.withWarmup(Integer.parseInt(args[++i]));
                case "--iteration-ms" -> profile = profile.withIteration(Duration.ofMillis(Long.parseLong(args[++i])));
                case "--jfr" -> jfr = true;
                case "--quiet" -> verbosity = VerboseMode.SILENT;
                case "--no-docs" -> docs = false;
                case "--out" -> out = Path.of(args[++i]);
                case "" -> { }
                default -> throw new IllegalArgumentException("unknown argument " + args[i] + "; known: --include "
                        + "REGEX, --full, --tiny, --pairs N, --warmup N, --iteration-ms MS, --forcesync yes|no|both, --jfr, --quiet, "
                        + "--no-docs, --out DIR");
            }
        }
        // Only a complete run (every row, not the plumbing profile) may replace the recorded results; its table
        // names its settings and profile, pairs and warm-ups included.
        boolean complete = include.pattern().equals(".*") && profile != Profile.TINY;
        if (out == null) {
            out = complete ? RESULTS : PARTIAL;
        }
        Files.createDirectories(out);
        Path jfrDirectory = jfr ? Files.createDirectories(out.resolve("jfr")) : null;
        Instant started = Instant.now();
        List<Setting> settings = run(include, profile, forceSync, verbosity, jfrDirectory);
        Duration took = Duration.between(started, Instant.now());
        write(settings, profile, started, took, out, docs && complete && out.equals(RESULTS));
        System.out.println("results written to " + out.toAbsolutePath());
    }

    static List<Setting> run(Pattern include, Profile profile, List<String> forceSync, VerboseMode verbosity,
            Path jfrDirectory) throws Exception {
        List<Setting> settings = new ArrayList<>();
        for (String sync : forceSync) {
            Setting setting = new Setting(sync);
            settings.add(setting);
            try (BenchServer server = BenchServer.start(sync)) {
                var runSettings = new PairedRunner.Settings(profile, server, verbosity, jfrDirectory);
                for (Row row : rows()) {
                    if (include.matcher(row.id()).matches()) {
                        System.out.println("[" + setting.label() + "] " + row.id() + " …");
                        setting.rows.add(PairedRunner.run(row, runSettings));
                    }
                }
                if (include.matcher(WAITERS_ID).matches()) {
                    System.out.println("[" + setting.label() + "] " + WAITERS_ID + " …");
                    int rounds = profile == Profile.TINY ? 1 : 3;
                    for (int i = 0; i < rounds; i++) {
                        setting.waiters.add(AsyncWaiters.measure(server.connectString()));
                    }
                }
            }
        }
        return settings;
    }

    private static void write(List<Setting> settings, Profile profile, Instant started, Duration took, Path out,
            boolean docs) throws Exception {
        String table = Report.markdown(settings, profile, started, took);
        Files.writeString(out.resolve("latest.md"), "# zkwire benchmark results\n\n" + table);
        Files.writeString(out.resolve("latest.json"), Report.json(settings, profile, started));
        StringBuilder pictures = new StringBuilder();
        for (Row row : rows()) {
            if (settings.stream().anyMatch(s -> s.rows.stream().anyMatch(r -> r.row.id().equals(row.id())))) {
                Files.writeString(out.resolve(row.id() + ".svg"), Charts.svg(row, settings));
                pictures.append("![").append(row.id()).append("](../jmh/results/").append(row.id()).append(".svg)\n");
            }
        }
        System.out.println(table);
        if (docs) {
            Report.replaceBlock(BENCHMARKS_PAGE, table + "\n" + pictures);
        }
    }
}
