package io.zkwire.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One mutex, four sessions, one or two threads per session, every thread looping acquire + release: the
 * row's ratio is handoffs per second, the latencies are whole cycles (mostly waiting). Every critical section
 * checks that it is alone; a second holder fails the run. The threads are a fixed pool that lives as long as
 * the JVM, so their allocation is counted (a thread's counter goes when it ends).
 */
final class ContendedRows {
    static final int SESSIONS = 4;
    private static final int MAX_THREADS = 2 * SESSIONS;
    private static final long BLOCK_SLACK_S = 60;
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(MAX_THREADS, r -> {
        Thread t = new Thread(r, "bench-contender");
        t.setDaemon(true);
        return t;
    });

    private ContendedRows() {}

    static List<Row> all() {
        return List.of(row(1, "≥ 1.50×"), row(2, "–"));
    }

    private static Row row(int threadsPerSession, String target) {
        return new Row("handoff" + SESSIONS + "x" + threadsPerSession,
                SESSIONS + " sessions × " + threadsPerSession + " thread(s) contending for one mutex",
                Row.Kind.THROUGHPUT, "curator", target,
                connect -> zkwire(connect, threadsPerSession), connect -> curator(connect, threadsPerSession));
    }

    private static Side zkwire(String connect, int threadsPerSession) throws Exception {
        return contended(connect, threadsPerSession, Clients::zkwire, (client, path, holders) -> {
            var mutex = new io.zkwire.recipes.locks.InterProcessMutex(client, path);
            return alone(holders, mutex::acquire, mutex::release);
        });
    }

    private static Side curator(String connect, int threadsPerSession) throws Exception {
        return contended(connect, threadsPerSession, Clients::curator, (client, path, holders) -> {
            var mutex = new org.apache.curator.framework.recipes.locks.InterProcessMutex(client, path);
            return alone(holders, mutex::acquire, mutex::release);
        });
    }

    /** Connects one session of a library. */
    private interface Connector<C> {
        C connect(String connect) throws Exception;
    }

    /** One thread's lock cycle on a session. */
    private interface CycleFactory<C> {
        Side.Op cycle(C session, String path, AtomicInteger holders);
    }

    /** A cycle whose critical section fails loudly if another holder is inside too. */
    private static Side.Op alone(AtomicInteger holders, Side.Op acquire, Side.Op release) {
        return () -> {
            acquire.run();
            try {
                int inside = holders.incrementAndGet();
                holders.decrementAndGet();
                if (inside != 1) {
                    throw new IllegalStateException(inside + " holders inside the mutex at once");
                }
            } finally {
                release.run();
            }
        };
    }

    private static <C extends AutoCloseable> Side contended(String connect, int threadsPerSession,
            Connector<C> connector, CycleFactory<C> factory) throws Exception {
        String path = BenchServer.freshPath("contended");
        AtomicInteger holders = new AtomicInteger();
        List<AutoCloseable> sessions = new ArrayList<>();
        List<Side.Op> cycles = new ArrayList<>();
        for (int s = 0; s < SESSIONS; s++) {
            C session = connector.connect(connect);
            sessions.add(session);
            for (int t = 0; t < threadsPerSession; t++) {
                cycles.add(factory.cycle(session, path, holders));
            }
        }
        return threads(cycles, sessions);
    }

    private static Side threads(List<Side.Op> cycles, List<AutoCloseable> sessions) {
        return new Side() {
            @Override
            public void run(long nanos, Block block) throws Exception {
                long end = System.nanoTime() + nanos;
                List<Future<Block>> running = new ArrayList<>();
                for (Side.Op cycle : cycles) {
                    running.add(WORKERS.submit(() -> {
                        Block mine = new Block();
                        Side.timed(cycle, () -> { }).run(end - System.nanoTime(), mine);
                        return mine;
                    }));
                }
                for (Future<Block> thread : running) {
                    Block done = thread.get(BLOCK_SLACK_S + TimeUnit.NANOSECONDS.toSeconds(nanos), TimeUnit.SECONDS);
                    block.ops += done.ops;
                    block.latencies.addAll(done.latencies);
                }
            }

            @Override
            public void close() throws Exception {
                for (AutoCloseable session : sessions) {
                    session.close();
                }
            }
        };
    }
}
