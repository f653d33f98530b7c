package io.zkwire.jmh;

/**
 * Where the benchmark forks find ZooKeeper: the runner starts one server (or takes
 * {@code -Dzk.connect=host:port}) and passes its address to every fork, so both sides of a pair hit the
 * same server.
 */
final class BenchServer {
    static final String PROPERTY = "zk.connect";

    private BenchServer() {}

    static String connectString() {
        String connect = System.getProperty(PROPERTY);
        if (connect == null || connect.isBlank()) {
            throw new IllegalStateException("-D" + PROPERTY + "=host:port is not set: run the benchmarks through "
                    + "io.zkwire.jmh.RunBenchmarks (README, 'Benchmarks'), which starts a server and passes it on");
        }
        return connect;
    }

    /** A lock path no earlier trial used, so trials never see each other's leftovers. */
    static String freshPath(String kind) {
        return "/bench/" + kind + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    }
}
