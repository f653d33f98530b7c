// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh.paired;

import io.zkwire.jmh.HandoffBenchmark;
import java.util.List;

/** The rows of the table, in table order, and the benchmark methods each one pairs. */
final class Rows {
    private static final String RECIPE_TARGET = "p50 ≤ 0.55×, p99 ≤ 1.0×";
    /** Bounds for rows whose every shot queues 10,000 waiters afresh. */
    private static final String LONG_SHOTS = ";wi=1;i=1;pairs=2";
    /** Handoffs a drain row's shot times: the first of the drain (a long queue's full drain takes minutes). */
    private static final int DRAIN_TIMED = 100;
    /**
     * Virtual-thread waiters on JDK 21+, a lock object each; every shot queues them afresh, each waiter listing
     * the lock's children as it queues. 1,000, not 10,000: with 10,000 neither library's queue stood
     * within 120 s on the busy 2-core machine (Curator's had 3,530 nodes, zkwire's 1,187 and its sessions
     * expired meanwhile), see docs/contributing/benchmark-journal.md.
     */
    private static final String VIRTUAL = ";waiters=1000;handoffs=" + DRAIN_TIMED + ";opi=" + DRAIN_TIMED
            + ";jdk=21" + LONG_SHOTS;

    /** A fresh JVM's first 10,000 mutex cycles, each timed: the tail while the JIT still compiles the path. */
    private static final String FIRST_CYCLES = ";shots=10000;pairs=3";

    private Rows() {}

    static List<Row> all() {
        Row.Kind latency = Row.Kind.LATENCY;
        Row.Kind throughput = Row.Kind.THROUGHPUT;
        return List.of(
                new Row("mutexCycle", "uncontended mutex acquire + release", latency, "curator", RECIPE_TARGET,
                        "MutexBenchmark.zkwire", "MutexBenchmark.curator"),
                new Row("mutexFloor", "uncontended mutex cycle against the protocol floor", latency, "floor",
                        "p50 ≤ 1.10×", "MutexBenchmark.zkwire", "MutexBenchmark.floor"),
                new Row("mutexFirstCycles", "uncontended mutex cycle in a fresh JVM: each of its first 10,000 cycles,"
                        + " no warm-up", Row.Kind.SINGLE_SHOT, "curator", "p99 ≤ 1.0×",
                        "MutexBenchmark.zkwire" + FIRST_CYCLES, "MutexBenchmark.curator" + FIRST_CYCLES),
                // Context, not a claim: how far below Curator any client's mutex cycle can go on this machine now.
                new Row("floorCurator", "the protocol floor's mutex cycle against Curator's", latency, "floor",
                        "curator", "– (bounds mutexCycle)", "MutexBenchmark.floor", "MutexBenchmark.curator", 0),
                new Row("readLockCycle", "uncontended read-lock acquire + release", latency, "curator",
                        RECIPE_TARGET, "ReadWriteLockBenchmark.zkwireRead", "ReadWriteLockBenchmark.curatorRead"),
                new Row("semaphoreCycle", "uncontended semaphore V2 (2 leases) acquire + return", latency, "curator",
                        "p50 ≤ 0.40×, p99 ≤ 1.0×", "SemaphoreBenchmark.zkwire", "SemaphoreBenchmark.curator"),
                new Row("semaphoreFloor", "uncontended semaphore V2 cycle against its protocol floor", latency,
                        "floor", "–", "SemaphoreBenchmark.zkwire", "SemaphoreBenchmark.floor"),
                new Row("semaphoreFloorCurator", "the semaphore's protocol floor against Curator's cycle", latency,
                        "floor", "curator", "– (bounds semaphoreCycle)", "SemaphoreBenchmark.floor",
                        "SemaphoreBenchmark.curator", 0),
                new Row("semaphoreMutexCycle", "uncontended semaphore mutex acquire + release", latency, "curator",
                        "p99 ≤ 1.0×", "SemaphoreMutexBenchmark.zkwire", "SemaphoreMutexBenchmark.curator"),
                new Row("multiLockCycle", "uncontended multi-lock (2 mutexes) acquire + release", latency,
                        "curator", "p99 ≤ 1.0×", "MultiLockBenchmark.zkwire", "MultiLockBenchmark.curator"),
                new Row("handoffLatency", "a mutex's handoff, release() to the queued waiter's acquire() return",
                        latency, "curator", "p99 ≤ 1.0×", "HandoffLatencyBenchmark.zkwire",
                        "HandoffLatencyBenchmark.curator"),
                new Row("handoffFloor", "a mutex's handoff against its protocol floor (a delete, a notification)",
                        latency, "floor", "p50 ≤ 1.10×", "HandoffLatencyBenchmark.zkwire",
                        "HandoffLatencyBenchmark.floor"),
                handoff(1, "≥ 1.50×"),
                handoff(2, "–"),
                new Row("oneClient" + HandoffBenchmark.ONE_CLIENT_THREADS, HandoffBenchmark.ONE_CLIENT_THREADS
                        + " threads on one client and one lock object contending for one mutex", throughput,
                        "curator", "≥ 5×", "HandoffBenchmark.zkwireOneClient", "HandoffBenchmark.curatorOneClient"),
                new Row("oneClient" + HandoffBenchmark.ONE_CLIENT_THREADS + "Wait", "the same "
                        + HandoffBenchmark.ONE_CLIENT_THREADS + " threads: one thread's cycle, mostly waiting", latency,
                        "curator", "p99 ≤ 0.5×", "HandoffBenchmark.zkwireOneClient",
                        "HandoffBenchmark.curatorOneClient"),
                drain(10, "–", ""),
                drain(100, "–", ""),
                drain(1_000, "–", ";wi=1;i=2"), // Curator: about 50 ms a handoff here
                drainGrowth(),
                new Row("virtualWaiters1k", "1,000 virtual threads (JDK 21+) blocked in acquire(), a lock object "
                        + "each, across 10 sessions: per handoff of the first 100, and the standing queue's heap and "
                        + "threads", Row.Kind.SINGLE_SHOT, "curator", "–", "VirtualWaitersBenchmark.zkwire" + VIRTUAL,
                        "VirtualWaitersBenchmark.curator" + VIRTUAL),
                cacheLoad(10_000),
                cacheLoad(100_000),
                new Row("cacheResync", "a cache of 10,000 leaves catching up after a 10 s partition in which 1% "
                        + "changed (one shot: partition's end to caught up; requests and bytes: its resync)",
                        Row.Kind.SINGLE_SHOT, "curator", "resync ≤ 0.2× requests and bytes",
                        "CacheResyncBenchmark.zkwire;nodes=10000", "CacheResyncBenchmark.curator;nodes=10000"),
                new Row("cacheResyncWatched", "the same with zkwire's cache built withResyncWatches() (the server "
                        + "says what moved)", Row.Kind.SINGLE_SHOT, "curator", "resync ≤ 0.2× requests and bytes",
                        "CacheResyncBenchmark.zkwire;nodes=10000;resyncWatches=true",
                        "CacheResyncBenchmark.curator;nodes=10000"),
                new Row("discoveryRegister", "a service instance registered and unregistered (ServiceDiscovery)",
                        latency, "curator", "p50 ≤ 0.6×", "DiscoveryBenchmark.registerZkwire",
                        "DiscoveryBenchmark.registerCurator"),
                new Row("discoveryRegisterFloor", "the register cycle against its protocol floor (the create "
                        + "awaited, the delete sent)", latency, "floor", "–", "DiscoveryBenchmark.registerZkwire",
                        "DiscoveryBenchmark.registerFloor"),
                new Row("discoveryFloorCurator", "the register cycle's protocol floor against Curator's cycle",
                        latency, "floor", "curator", "– (bounds discoveryRegister)", "DiscoveryBenchmark.registerFloor",
                        "DiscoveryBenchmark.registerCurator", 0),
                new Row("discoveryLookup", "a started ServiceProvider's getInstance() among 3 instances", latency,
                        "curator", "no request", "DiscoveryBenchmark.lookupZkwire", "DiscoveryBenchmark.lookupCurator"),
                new Row("serviceCacheLoad1k", "a ServiceCache's initial load of 1,000 instances (one shot: start() "
                        + "until it returns loaded)", Row.Kind.SINGLE_SHOT, "curator", "–",
                        "ServiceCacheBenchmark.zkwire;instances=1000", "ServiceCacheBenchmark.curator;instances=1000"),
                new Row("getDataSync", "synchronous getData of a 64-byte node", latency, "official",
                        "p50 ≤ 0.90×, p99 ≤ 1.0×", "RawOpsBenchmark.getDataZkwire", "RawOpsBenchmark.getDataOfficial"),
                new Row("getDataPipelined", "asynchronous getData, 1,000 in flight", throughput, "official", "≥ 1.20×, alloc ≤ 0.40×",
                        "RawOpsBenchmark.pipelinedZkwire", "RawOpsBenchmark.pipelinedOfficial"),
                new Row("createDelete", "synchronous create (persistent sequential) + delete", latency, "official",
                        "–", "RawOpsBenchmark.createDeleteZkwire", "RawOpsBenchmark.createDeleteOfficial"));
    }

    /**
     * {@code waiters} waiters queued on one held mutex across 10 sessions, drained one by one: one shot times the
     * first {@link #DRAIN_TIMED} handoffs (all of a shorter queue's), counted as as many operations, so time,
     * requests and bytes come out per handoff. {@code bounds}: the runner's bounds for rows of long shots.
     */
    private static Row drain(int waiters, String target, String bounds) {
        String id = "queueDrain" + (waiters >= 1000 ? waiters / 1000 + "k" : String.valueOf(waiters));
        int timed = Math.min(DRAIN_TIMED, waiters);
        String shape = ";waiters=" + waiters + ";handoffs=" + timed + ";" + PairedRunner.OPS_PER_INVOCATION + "="
                + timed + bounds;
        return new Row(id, String.format(java.util.Locale.ROOT, "%,d", waiters) + " waiters on one held mutex "
                + "across 10 sessions, drained one by one (per handoff, of the first " + timed + ")",
                Row.Kind.SINGLE_SHOT, "curator", target, "QueueDrainBenchmark.zkwire" + shape,
                "QueueDrainBenchmark.curator" + shape);
    }

    /**
     * The drain's growth, paired: zkwire's handoff with 10,000 waiters queued against its own with 100 (the
     * target's two ends, measured in alternation). Curator's side of a 10,000-waiter queue is not run: its set-up
     * alone (10,000 threads each listing up to 10,000 children as it queues) took over ten minutes on the
     * 2-core machine, and at every handoff the 1,000 threads of the woken lock object list the children again;
     * queueDrain10 to queueDrain1k show its growth.
     */
    private static Row drainGrowth() {
        Row from = drain(100, "", "");
        Row to = drain(10_000, "", LONG_SHOTS);
        return new Row("queueDrain10k", "10,000 waiters on one held mutex across 10 sessions against 100 "
                + "(zkwire both; per handoff, of the first " + DRAIN_TIMED + ")", Row.Kind.SINGLE_SHOT,
                "zkwire 10k", "zkwire 100", "≤ 1.2×", to.zkwire(), from.zkwire() + LONG_SHOTS, 0);
    }

    /** A CuratorCache's initial load of a tree of {@code leaves} leaves. */
    private static Row cacheLoad(int leaves) {
        return new Row("cacheLoad" + leaves / 1000 + "k", "a CuratorCache's initial load of " + String.format(
                java.util.Locale.ROOT, "%,d", leaves) + " leaves under 100 parents (one shot: start() to "
                + "initialized; heap: retained per cached node)", Row.Kind.SINGLE_SHOT, "curator",
                "time ≤ 0.5×, heap ≤ 1.0×", "CacheBenchmark.zkwire;nodes=" + leaves,
                "CacheBenchmark.curator;nodes=" + leaves);
    }

    /** Four sessions, {@code threadsPerSession} threads each, contending for one mutex. */
    private static Row handoff(int threadsPerSession, String target) {
        int sessions = 4;
        return new Row("handoff" + sessions + "x" + threadsPerSession,
                sessions + " sessions × " + threadsPerSession + " thread(s) contending for one mutex",
                Row.Kind.THROUGHPUT, Row.ZKWIRE, "curator", target, "HandoffBenchmark.zkwire",
                "HandoffBenchmark.curator", sessions * threadsPerSession);
    }
}
