package io.zkwire.client;

/** Told of every connection state change, in order, never on a Netty event loop. */
@FunctionalInterface
public interface ConnectionStateListener {
    /** {@code client} changed to {@code newState}; keep it quick, later events wait for it. */
    void stateChanged(ZkClient client, ConnectionState newState);

    /**
     * True to be told every state directly, past a {@link ConnectionStateListenerManagerFactory} such as a
     * circuit breaker (Curator's {@code doNotProxy}); read once, when the listener is added.
     */
    default boolean doNotProxy() {
        return false;
    }
}
