/**
 * The paired, interleaved method around JMH: rows pairing a zkwire benchmark with its anchor's ({@link
 * io.zkwire.jmh.paired.Rows}), the runner that alternates single-fork JMH runs of the two against one server
 * ({@link io.zkwire.jmh.paired.PairedRunner}, {@link io.zkwire.jmh.paired.RunBenchmarks}), the report, JSON and
 * SVG charts written from JMH's results ({@link io.zkwire.jmh.paired.Report}, {@link io.zkwire.jmh.paired.Charts}),
 * and the one measurement JMH does not make, 10,000 pending asynchronous acquisitions
 * ({@link io.zkwire.jmh.paired.AsyncWaiters}). Everything here runs on the main thread of RunBenchmarks; the
 * benchmarks themselves run in JMH's forked JVMs, on a newer JDK where a row needs one
 * ({@link io.zkwire.jmh.paired.Jdks}).
 */
package io.zkwire.jmh.paired;
