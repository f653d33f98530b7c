// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import io.zkwire.protocol.OpCode;

/**
 * Hears every request round trip and connection state change of one client, to feed a metrics library
 * (Micrometer, Dropwizard, OpenTelemetry) without zkwire depending on one. Set it with
 * {@link ZkClientBuilder#metricsListener(ClientMetricsListener)}.
 *
 * <p>Methods run on the client's event loop, inline with the I/O: keep them short and non-blocking (count,
 * record a timer sample). An exception they throw is logged and otherwise ignored. JFR events
 * ({@code io.zkwire.Request}, {@code io.zkwire.SessionState}) record the same facts without a listener.
 *
 * <pre>{@code
 * ClientMetricsListener metrics = new ClientMetricsListener() {
 *     public void requestCompleted(OpCode op, long latencyNanos, String outcome) {
 *         registry.timer("zk.requests", "op", op.name(), "outcome", outcome)
 *                 .record(latencyNanos, TimeUnit.NANOSECONDS);
 *     }
 *     public void connectionStateChanged(ConnectionState state) {
 *         registry.counter("zk.connection", "state", state.name()).increment();
 *     }
 * };
 * }</pre>
 */
public interface ClientMetricsListener {

    /** Hears nothing: the default. */
    ClientMetricsListener NONE = new ClientMetricsListener() {
    };

    /**
     * A request sent to a server was answered or failed.
     *
     * @param op the operation
     * @param latencyNanos from writing the request to its answer or failure
     * @param outcome {@code "OK"}, the server's error code name (e.g. {@code "NONODE"}), or the local
     *     reason it failed (e.g. {@code "CONNECTIONLOSS"} when the connection dropped before the answer)
     */
    default void requestCompleted(OpCode op, long latencyNanos, String outcome) {
    }

    /**
     * The connection changed state, as {@link ConnectionStateListener}s see it.
     *
     * @param state the new state
     */
    default void connectionStateChanged(ConnectionState state) {
    }
}
