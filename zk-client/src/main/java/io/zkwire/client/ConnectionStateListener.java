package io.zkwire.client;

/** Told of every connection state change, in order, never on a Netty event loop. */
@FunctionalInterface
public interface ConnectionStateListener {
    void stateChanged(ZkClient client, ConnectionState newState);
}
