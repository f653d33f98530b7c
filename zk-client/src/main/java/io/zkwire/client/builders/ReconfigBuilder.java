// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/**
 * Changes the ensemble's membership: Curator's {@code reconfig()} builder. The servers must run with
 * {@code reconfigEnabled=true}, and the caller needs the rights to write {@code /zookeeper/config}.
 */
public interface ReconfigBuilder extends ReconfigOptions<ReconfigBuilder> {

    /**
     * Proposes the change and waits until the ensemble committed it.
     *
     * @return the new configuration, as {@link GetConfigBuilder#forEnsemble()} would read it
     */
    byte[] forEnsemble() throws KeeperException, InterruptedException;
}
