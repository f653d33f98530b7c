// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * Curator's {@code SessionConnectionStateErrorPolicy}: only LOST is an error, so a leader keeps leading
 * through a SUSPENDED that its session survives. zkwire reports LOST before the servers can have expired the
 * session (docs/contributing/fault-tolerance.md, "The lost rule"; on an ensemble given its
 * {@link ZkClientBuilder#ensembleTiming timing}), so a cut-off leader still steps down before anyone else
 * can lead; choose it to keep leadership across short disconnects such as a server restart.
 */
public class SessionConnectionStateErrorPolicy implements ConnectionStateErrorPolicy {

    @Override
    public boolean isErrorState(ConnectionState state) {
        return state == ConnectionState.LOST;
    }
}
