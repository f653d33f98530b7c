package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;

/**
 * Curator's {@code LeaderSelectorListener}: {@link #takeLeadership} runs on the selector's thread while
 * this process leads, and leadership ends when it returns. It is also a connection state listener (on the
 * client's event thread): throwing {@link CancelLeadershipException} from {@code stateChanged} interrupts
 * {@code takeLeadership}; {@link LeaderSelectorListenerAdapter} does that on LOST.
 *
 * <p>Whatever {@code stateChanged} does, the selector itself interrupts {@code takeLeadership} the moment
 * its lock's lost signal fires (session lost or changed, lock node deleted).
 */
public interface LeaderSelectorListener extends ConnectionStateListener {

    /**
     * Called when this process becomes the leader; return to give leadership up. Must end promptly when
     * interrupted: the interrupt means leadership was lost, cancelled or the selector closed.
     */
    void takeLeadership(ZkClient client) throws Exception;
}
