package io.zkwire.jmh.paired;

import io.zkwire.jmh.CacheCosts;
import io.zkwire.jmh.CostPerOpProfiler;
import io.zkwire.jmh.WaiterFootprint;
import io.zkwire.jmh.ZkServerState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.JavaFlightRecorderProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one row as pairs of single-fork JMH runs (blocks), zkwire's benchmark and its anchor's alternating
 * against the run's one server, the order flipped every pair (zkwire first in even pairs, anchor first in odd
 * ones), so drift of the machine lands on both sides of a pair alike. Each pair gives a ratio: zkwire's p50 over
 * the anchor's p50 in that pair (latency rows) or zkwire's operations per second over the anchor's (throughput
 * rows). JMH does the timing, the warm-up (in every fork) and the allocation count (its GC profiler).
 */
final class PairedRunner {
    private static final String BENCHMARK_PACKAGE = "io.zkwire.jmh.";
    private static final String LOGGING_CONFIG = "java.util.logging.config.file";
    /** In a row's benchmark: operations per invocation. */
    static final String OPS_PER_INVOCATION = "opi";
    /** In a row's benchmark: the least JDK feature release its forks need. */
    static final String JDK = "jdk";
    /** In a row's benchmark: bounds on warm-up iterations, measured iterations and pairs. */
    static final String WARMUPS = "wi";
    static final String ITERATIONS = "i";
    static final String PAIRS = "pairs";
    static final String SHOTS = "shots";

    private PairedRunner() {}

    /** What every block of a run shares: the profile, the server, JMH's verbosity, an optional JFR directory. */
    record Settings(Profile profile, BenchServer server, VerboseMode verbosity, Path jfrDirectory) {}

    static RowResult run(Row row, Settings settings) throws Exception {
        RowResult result = new RowResult(row);
        int pairs = Math.min(settings.profile().pairs(), bound(row.zkwire(), PAIRS, Integer.MAX_VALUE));
        for (int pair = 0; pair < pairs; pair++) {
            boolean zkwireFirst = pair % 2 == 0;
            Block first = block(zkwireFirst ? row.zkwire() : row.opponent(), row, settings);
            Block second = block(zkwireFirst ? row.opponent() : row.zkwire(), row, settings);
            result.add(zkwireFirst ? first : second, zkwireFirst ? second : first);
        }
        return result;
    }

    /**
     * One single-fork JMH run of {@code benchmark} ({@code Class.method}, optionally followed by
     * {@code ;param=value} pairs that fix the benchmark's parameters) in the row's mode (whatever the
     * method's annotation says) and with the row's threads. Some keys are the runner's, not parameters:
     * {@code opi=N}, JMH's operations per invocation (a shot that times N handoffs, so times, allocation and
     * server costs come out per handoff); {@code jdk=N}, a fork on a JDK of at least that feature release
     * ({@link Jdks}); and, for rows whose every shot takes long, bounds on the profile: {@code wi=N} and
     * {@code i=N} at most N warm-up and measured iterations, {@code pairs=N} at most N pairs; and {@code shots=N},
     * a fresh JVM's first N operations each timed (N measured single-shot iterations, no warm-up).
     */
    static Block block(String benchmark, Row row, Settings settings) throws Exception {
        Profile profile = settings.profile();
        BenchServer server = settings.server();
        String[] parts = benchmark.split(";");
        int shots = Math.min(bound(benchmark, SHOTS, 0), profile == Profile.TINY ? 10 : Integer.MAX_VALUE);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include("^" + Pattern.quote(BENCHMARK_PACKAGE + parts[0]) + "$")
                .forks(1)
                .warmupIterations(shots > 0 ? 0
                        : Math.min(profile.warmupIterations(), bound(benchmark, WARMUPS, Integer.MAX_VALUE)))
                .warmupTime(TimeValue.milliseconds(profile.iteration().toMillis()))
                .measurementIterations(shots > 0 ? shots
                        : Math.min(profile.iterations(), bound(benchmark, ITERATIONS, Integer.MAX_VALUE)))
                .measurementTime(TimeValue.milliseconds(profile.iteration().toMillis()))
                .mode(row.kind().mode)
                .timeUnit(row.kind().timed() ? TimeUnit.NANOSECONDS : TimeUnit.SECONDS)
                .param("connect", server.connectString())
                .param("forceSync", server.forceSync())
                .addProfiler(GCProfiler.class)
                .addProfiler(CostPerOpProfiler.class)
                .addProfiler(CacheCosts.class)
                .addProfiler(WaiterFootprint.class)
                .verbosity(settings.verbosity())
                .shouldFailOnError(true);
        for (int i = 1; i < parts.length; i++) {
            String[] param = parts[i].split("=", 2);
            switch (param[0]) {
                case OPS_PER_INVOCATION -> options.operationsPerInvocation(Integer.parseInt(param[1]));
                case JDK -> options.jvm(Jdks.atLeast(Integer.parseInt(param[1])));
                case WARMUPS, ITERATIONS, PAIRS, SHOTS -> { } // bounds, read above
                default -> options.param(param[0], param[1]);
            }
        }
        List<String> jvmArgs = new ArrayList<>();
        if (server.pid() >= 0) {
            jvmArgs.add("-D" + ZkServerState.PID_PROPERTY + "=" + server.pid());
        }
        String logging = System.getProperty(LOGGING_CONFIG);
        if (logging != null) { // set at run time by Surefire, so not among the arguments a fork inherits
            jvmArgs.add("-D" + LOGGING_CONFIG + "=" + logging);
        }
        options.jvmArgsAppend(jvmArgs.toArray(String[]::new));
        if (row.threads() > 0) {
            options.threads(row.threads());
        }
        if (settings.jfrDirectory() != null) {
            options.addProfiler(JavaFlightRecorderProfiler.class, "dir=" + settings.jfrDirectory().toAbsolutePath());
        }
        Collection<RunResult> results = new Runner(options.build()).run();
        if (results.size() != 1) {
            throw new IllegalStateException("JMH ran " + results.size() + " benchmarks for " + benchmark
                    + ", expected one: is it a method of a class in " + BENCHMARK_PACKAGE + "?");
        }
        return Block.of(results.iterator().next(), row.kind());
    }

    /** The value of the runner's key {@code key} in a row's benchmark, or {@code absent}. */
    static int bound(String benchmark, String key, int absent) {
        for (String part : benchmark.split(";")) {
            if (part.startsWith(key + "=")) {
                return Integer.parseInt(part.substring(key.length() + 1));
            }
        }
        return absent;
    }

    /** Ratios of a row's pairs, in pair order. */
    static List<Double> ratios(List<Block> zkwire, List<Block> anchor, Row.Kind kind, double quantile) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < zkwire.size(); i++) {
            Block z = zkwire.get(i);
            Block a = anchor.get(i);
            ratios.add(kind == Row.Kind.THROUGHPUT ? z.opsPerSecond() / a.opsPerSecond()
                    : z.latencies.quantile(quantile) / a.latencies.quantile(quantile));
        }
        return ratios;
    }
}
