// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One mutex under contention, every thread looping acquire + release; the score is handoffs per second.
 * {@code zkwire}/{@code curator}: the threads (4 by default, {@code -t} to change) spread over {@code sessions}
 * sessions, each thread with a lock object of its own. {@code zkwireOneClient}/{@code curatorOneClient}: 30
 * threads on one session sharing one lock object, as in Curator's own articles (order numbers made by 30
 * threads under one {@code InterProcessMutex}), also in SampleTime: a thread's cycle there is mostly its wait
 * for the lock. Every critical section checks that it is alone; a second holder fails the run.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class HandoffBenchmark {
    /** Threads on one client in the one-client rows. */
    public static final int ONE_CLIENT_THREADS = 30;

    /** The contended mutex's path and its check that one holder at a time is inside. */
    @State(Scope.Benchmark)
    public static class Contention {
        /** Sessions the {@code zkwire}/{@code curator} threads are spread over, round robin. */
        @Param({"4"})
        public int sessions;
        final String path = ZkServerState.freshPath("contended");
        final AtomicInteger nextThread = new AtomicInteger();
        private final AtomicInteger holders = new AtomicInteger();

        void alone() {
            int inside = holders.incrementAndGet();
            holders.decrementAndGet();
            if (inside != 1) {
                throw new IllegalStateException(inside + " holders inside the mutex at once");
            }
        }

        int nextSession() {
            return nextThread.getAndIncrement() % sessions;
        }
    }

    /** The zkwire sessions of the contenders. */
    @State(Scope.Benchmark)
    public static class ZkwireSessions {
        final List<ZkClient> clients = new ArrayList<>();

        @Setup
        public void open(ZkServerState server, Contention contention) throws InterruptedException {
            for (int i = 0; i < contention.sessions; i++) {
                clients.add(Clients.zkwire(server.connectString()));
            }
        }

        @TearDown
        public void close() {
            clients.forEach(ZkClient::close);
        }
    }

    /** The Curator sessions of the contenders. */
    @State(Scope.Benchmark)
    public static class CuratorSessions {
        final List<CuratorFramework> clients = new ArrayList<>();

        @Setup
        public void open(ZkServerState server, Contention contention) throws InterruptedException {
            for (int i = 0; i < contention.sessions; i++) {
                clients.add(Clients.curator(server.connectString()));
            }
        }

        @TearDown
        public void close() {
            clients.forEach(CuratorFramework::close);
        }
    }

    /** One contending thread's zkwire lock object, on the next session. */
    @State(Scope.Thread)
    public static class ZkwireContender {
        io.zkwire.recipes.locks.InterProcessMutex mutex;

        @Setup
        public void open(ZkwireSessions sessions, Contention contention) {
            mutex = new io.zkwire.recipes.locks.InterProcessMutex(
                    sessions.clients.get(contention.nextSession()), contention.path);
        }
    }

    /** One contending thread's Curator lock object, on the next session. */
    @State(Scope.Thread)
    public static class CuratorContender {
        org.apache.curator.framework.recipes.locks.InterProcessMutex mutex;

        @Setup
        public void open(CuratorSessions sessions, Contention contention) {
            mutex = new org.apache.curator.framework.recipes.locks.InterProcessMutex(
                    sessions.clients.get(contention.nextSession()), contention.path);
        }
    }

    /** One zkwire lock object shared by every thread, on one session. */
    @State(Scope.Benchmark)
    public static class ZkwireSharedLock {
        io.zkwire.recipes.locks.InterProcessMutex mutex;

        @Setup
        public void open(Sessions.Zkwire session, Contention contention) {
            mutex = new io.zkwire.recipes.locks.InterProcessMutex(session.client, contention.path);
        }
    }

    /** One Curator lock object shared by every thread, on one session. */
    @State(Scope.Benchmark)
    public static class CuratorSharedLock {
        org.apache.curator.framework.recipes.locks.InterProcessMutex mutex;

        @Setup
        public void open(Sessions.Curator session, Contention contention) {
            mutex = new org.apache.curator.framework.recipes.locks.InterProcessMutex(session.client, contention.path);
        }
    }

    @Benchmark
    @Threads(4)
    public void zkwire(ZkwireContender me, Contention contention) throws Exception {
        handoff(me.mutex, contention);
    }

    @Benchmark
    @Threads(4)
    public void curator(CuratorContender me, Contention contention) throws Exception {
        handoff(me.mutex, contention);
    }

    /** Handoffs per second (Throughput) and each thread's cycle, mostly the wait for the lock (SampleTime). */
    @Benchmark
    @Threads(ONE_CLIENT_THREADS)
    @BenchmarkMode({Mode.Throughput, Mode.SampleTime})
    public void zkwireOneClient(ZkwireSharedLock lock, Contention contention) throws Exception {
        handoff(lock.mutex, contention);
    }

    @Benchmark
    @Threads(ONE_CLIENT_THREADS)
    @BenchmarkMode({Mode.Throughput, Mode.SampleTime})
    public void curatorOneClient(CuratorSharedLock lock, Contention contention) throws Exception {
        handoff(lock.mutex, contention);
    }

    private static void handoff(io.zkwire.recipes.locks.InterProcessLock mutex, Contention contention)
            throws Exception {
        mutex.acquire();
        try {
            contention.alone();
        } finally {
            mutex.release();
        }
    }

    private static void handoff(org.apache.curator.framework.recipes.locks.InterProcessLock mutex,
            Contention contention) throws Exception {
        mutex.acquire();
        try {
            contention.alone();
        } finally {
            mutex.release();
        }
    }
}
