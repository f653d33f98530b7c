package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;

/**
 * Curator's {@code LeaderSelectorListenerAdapter}: cancels leadership when the client's
 * {@link io.zkwire.client.ConnectionStateErrorPolicy} calls the new state an error: SUSPENDED or LOST with the
 * default {@code StandardConnectionStateErrorPolicy}, LOST only with {@code SessionConnectionStateErrorPolicy}.
 * (The selector itself ends leadership at LOST whatever its listener does.)
 */
public abstract class LeaderSelectorListenerAdapter implements LeaderSelectorListener {

    @Override
    public void stateChanged(ZkClient client, ConnectionState newState) {
        if (client.connectionStateErrorPolicy().isErrorState(newState)) {
            throw new CancelLeadershipException("connection " + newState + ": leadership cancelled (the client's"
                    + " ConnectionStateErrorPolicy counts it as an error)");
        }
    }
}
