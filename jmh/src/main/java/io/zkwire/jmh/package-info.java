/**
 * The JMH benchmarks: one class per family ({@code *Benchmark}), each with a zkwire method and its anchor's
 * (Curator 5.9, the official 3.9.5 client, or the {@link io.zkwire.jmh.ProtocolFloor protocol floor}), the
 * clients in JMH states ({@link io.zkwire.jmh.Sessions}), the server in {@link io.zkwire.jmh.ZkServerState}
 * (named by {@code -p connect=...} or started once per fork), and a profiler that reads the server's CPU per
 * operation ({@link io.zkwire.jmh.CostPerOpProfiler}), and one that reads what the cache benchmarks measured
 * in their untimed tear-downs ({@link io.zkwire.jmh.CacheCosts}), and one that reads what a standing queue of
 * virtual-thread waiters holds ({@link io.zkwire.jmh.WaiterFootprint}). JMH's threads run every benchmark method
 * and its set-ups; the clients' I/O and event threads are their own, and so are the handoff's waiter
 * ({@link io.zkwire.jmh.Relay}), the queue drain's Curator waiters (a thread each) and the virtual waiters. The paired runner that drives these benchmarks lives
 * in {@link io.zkwire.jmh.paired}.
 */
package io.zkwire.jmh;
