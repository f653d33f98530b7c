/**
 * The implementations of the fluent builders of {@link io.zkwire.client.builders} ({@code *Builders}, with
 * the shared option holders {@code ReadSpec}, {@code VersionedSpec} and {@code CompressingSpec});
 * {@code ClientCore} is what each builder needs to run its operation.
 *
 * <p><b>Thread:</b> the caller's. <b>May call:</b> {@code ops}, {@code watch} (watcher types), {@code common}.
 */
package io.zkwire.client.internal.builders;
