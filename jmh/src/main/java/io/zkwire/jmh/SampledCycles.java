// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The defaults every one-operation-at-a-time family inherits: JMH's SampleTime mode (each operation's latency
 * into a histogram, percentiles in µs), one fork, five warm-up and five measured iterations of a second.
 * Command-line options ({@code -bm}, {@code -f}, {@code -wi}, {@code -i}, ...) override them as usual.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class SampledCycles {
}
