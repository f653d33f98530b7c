package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;

/**
 * Curator's {@code LeaderSelectorListenerAdapter}: cancels leadership when the connection state means the
 * session is gone. That is LOST only: zkwire's client reports LOST while still cut off, before the server
 * can have expired the session, so a SUSPENDED leader may keep working until then (Curator's default
 * error policy also cancels on SUSPENDED; see lock-recipes/README.md).
 */
public abstract class LeaderSelectorListenerAdapter implements LeaderSelectorListener {

    @Override
    public void stateChanged(ZkClient client, ConnectionState newState) {
        if (newState == ConnectionState.LOST) {
            throw new CancelLeadershipException("session lost: leadership cancelled");
        }
    }
}
