/**
 * Paired, interleaved benchmarks of zkwire against its anchors (official ZooKeeper client, Curator, the
 * protocol floor): rows and their sides ({@code *Rows}, {@link io.zkwire.jmh.ProtocolFloor},
 * {@link io.zkwire.jmh.AsyncWaiters}), the runner that alternates them ({@link io.zkwire.jmh.PairedRunner}) and
 * the report, JSON and SVG charts written from a run ({@link io.zkwire.jmh.Report}, {@link io.zkwire.jmh.Charts}).
 * Everything runs on the main thread of {@link io.zkwire.jmh.RunBenchmarks}, except the contended rows'
 * threads (a fixed pool in {@link io.zkwire.jmh.ContendedRows}) and the clients' own I/O threads.
 */
package io.zkwire.jmh;
