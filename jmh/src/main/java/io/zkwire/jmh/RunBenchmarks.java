package io.zkwire.jmh;

import io.zkwire.testkit.ZkEnsemble;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the benchmark suite against one real ZooKeeper server and writes {@code results/latest.json} and
 * {@code results/latest.md} (relative to the working directory, the jmh module).
 *
 * <p>Arguments: {@code --include REGEX} (default: every benchmark), {@code --full} (longer warm-up and
 * measurement than the default short profile), {@code --prof NAME[:OPTIONS]} (adds a JMH profiler, as
 * JMH's own {@code -prof}; e.g. {@code --prof jfr:dir=results/jfr} records each fork with Flight
 * Recorder, {@code --prof stack}; repeatable). With {@code -Dzk.connect=host:port} it uses that server;
 * otherwise it starts ZooKeeper 3.9.5 through zk-testkit and stops it at the end.
 */
public final class RunBenchmarks {
    private static final Path RESULTS = Path.of("results");

    private RunBenchmarks() {}

    public static void main(String[] rawArgs) throws Exception {
        // Maven passes -Dbench.args="..." as one argument: split it into words
        String[] args = String.join(" ", rawArgs).trim().split("\\s+");
        String include = ".*Benchmark.*";
        boolean full = false;
        List<String> profilers = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--include" -> include = args[++i];
                case "--full" -> full = true;
                case "--prof" -> profilers.add(args[++i]);
                case "" -> { }
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + "; known: --include REGEX, --full, --prof NAME[:OPTIONS]");
            }
        }
        String given = System.getProperty(BenchServer.PROPERTY);
        ZkEnsemble server = given == null || given.isBlank() ? ZkEnsemble.standalone() : null;
        try {
            String connect = server == null ? given : startAndGetConnectString(server);
            run(include, full, profilers, connect);
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    private static String startAndGetConnectString(ZkEnsemble server) {
        server.start();
        return server.connectString();
    }

    private static void run(String include, boolean full, List<String> profilers, String connect) throws Exception {
        Files.createDirectories(RESULTS);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(include)
                .forks(1)
                .warmupIterations(full ? 5 : 3)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(full ? 10 : 5)
                .measurementTime(TimeValue.seconds(full ? 3 : 1))
                .addProfiler(GCProfiler.class)
                .jvmArgsAppend("-D" + BenchServer.PROPERTY + "=" + connect, "-Xms512m", "-Xmx512m")
                .resultFormat(ResultFormatType.JSON)
                .result(RESULTS.resolve("latest.json").toString());
        for (String profiler : profilers) {
            int colon = profiler.indexOf(':');
            if (colon < 0) {
                options.addProfiler(profiler);
            } else {
                options.addProfiler(profiler.substring(0, colon), profiler.substring(colon + 1));
            }
        }
        Instant started = Instant.now();
        Collection<RunResult> results = new Runner(options.build()).run();
        String table = ResultsTable.markdown(results, started, full ? "full" : "short");
        Files.writeString(RESULTS.resolve("latest.md"), table);
        System.out.println(table);
    }
}
