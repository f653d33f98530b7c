package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * One mutex, four sessions, one or two threads per session, every thread looping acquire + release:
 * throughput is handoffs per second, sample mode gives the percentiles of one cycle (mostly waiting).
 * Every critical section checks that it is alone; a second holder fails the run.
 */
@BenchmarkMode({Mode.Throughput, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ContendedMutexBenchmark {
    static final int SESSIONS = 4;

    /** The sessions and the shared lock path of one trial. */
    @State(Scope.Benchmark)
    public static class Sessions {
        final List<ZkClient> zkwire = new ArrayList<>();
        final List<CuratorFramework> curator = new ArrayList<>();
        final AtomicInteger holders = new AtomicInteger();
        String path;

        @Setup(Level.Trial)
        public void connect() throws Exception {
            path = BenchServer.freshPath("contended");
            for (int i = 0; i < SESSIONS; i++) {
                zkwire.add(Clients.zkwire());
                curator.add(Clients.curator());
            }
        }

        @TearDown(Level.Trial)
        public void close() {
            zkwire.forEach(ZkClient::close);
            curator.forEach(CuratorFramework::close);
        }

        /** Runs inside the lock: fails loudly if another holder is inside too. */
        void criticalSection() {
            int inside = holders.incrementAndGet();
            holders.decrementAndGet();
            if (inside != 1) {
                throw new IllegalStateException(inside + " holders inside the mutex at once");
            }
        }
    }

    /** Each thread's lock object, on the session its thread index picks (threads share sessions evenly). */
    @State(Scope.Thread)
    public static class Contender {
        io.zkwire.recipes.locks.InterProcessMutex zkwire;
        org.apache.curator.framework.recipes.locks.InterProcessMutex curator;

        @Setup(Level.Trial)
        public void pick(Sessions sessions, ThreadParams thread) {
            int session = thread.getThreadIndex() % SESSIONS;
            zkwire = new io.zkwire.recipes.locks.InterProcessMutex(sessions.zkwire.get(session), sessions.path + "-zk");
            curator = new org.apache.curator.framework.recipes.locks.InterProcessMutex(
                    sessions.curator.get(session), sessions.path + "-curator");
        }
    }

    @Benchmark
    @Threads(SESSIONS)
    public void handoff4x1_zkwire(Sessions sessions, Contender me) throws Exception {
        zkwireCycle(sessions, me);
    }

    @Benchmark
    @Threads(SESSIONS)
    public void handoff4x1_curator(Sessions sessions, Contender me) throws Exception {
        curatorCycle(sessions, me);
    }

    @Benchmark
    @Threads(2 * SESSIONS)
    public void handoff4x2_zkwire(Sessions sessions, Contender me) throws Exception {
        zkwireCycle(sessions, me);
    }

    @Benchmark
    @Threads(2 * SESSIONS)
    public void handoff4x2_curator(Sessions sessions, Contender me) throws Exception {
        curatorCycle(sessions, me);
    }

    private static void zkwireCycle(Sessions sessions, Contender me) throws Exception {
        me.zkwire.acquire();
        try {
            sessions.criticalSection();
        } finally {
            me.zkwire.release();
        }
    }

    private static void curatorCycle(Sessions sessions, Contender me) throws Exception {
        me.curator.acquire();
        try {
            sessions.criticalSection();
        } finally {
            me.curator.release();
        }
    }
}
