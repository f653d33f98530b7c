// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Curator's {@code ConnectionStateListenerManagerFactory}, set with
 * {@link ZkClientBuilder#connectionStateListenerManagerFactory}: what stands between the client's state
 * changes and the listeners added with {@code addConnectionStateListener}. Listeners whose
 * {@link ConnectionStateListener#doNotProxy()} is true are always told directly.
 */
@FunctionalInterface
public interface ConnectionStateListenerManagerFactory {

    /**
     * The listener the client tells of each state change in place of {@code listeners} (which tells every
     * proxied listener, each on its own executor or the event thread), once per client.
     */
    ConnectionStateListener newManager(ZkClient client, ConnectionStateListener listeners);

    /** Every listener is told every state directly (the default). */
    ConnectionStateListenerManagerFactory standard = (client, listeners) -> listeners;

    /**
     * The listeners are told through one {@link CircuitBreakingConnectionStateListener} with this policy
     * (it runs its delays on a daemon thread of its own).
     */
    static ConnectionStateListenerManagerFactory circuitBreaking(RetryPolicy retryPolicy) {
        Objects.requireNonNull(retryPolicy, "retryPolicy");
        return (client, listeners) -> new CircuitBreakingConnectionStateListener(client, listeners, retryPolicy);
    }

    /** As {@link #circuitBreaking(RetryPolicy)}, with the delays run on {@code scheduler}. */
    static ConnectionStateListenerManagerFactory circuitBreaking(RetryPolicy retryPolicy,
            ScheduledExecutorService scheduler) {
        Objects.requireNonNull(retryPolicy, "retryPolicy");
        Objects.requireNonNull(scheduler, "scheduler");
        return (client, listeners) -> new CircuitBreakingConnectionStateListener(client, listeners, retryPolicy,
                scheduler);
    }
}
