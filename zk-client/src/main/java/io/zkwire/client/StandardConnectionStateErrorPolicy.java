// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * Curator's default {@code StandardConnectionStateErrorPolicy}: SUSPENDED and LOST are errors, so leadership
 * ends as soon as the connection drops, even if the session survives it. zkwire's default too.
 */
public class StandardConnectionStateErrorPolicy implements ConnectionStateErrorPolicy {

    @Override
    public boolean isErrorState(ConnectionState state) {
        return state == ConnectionState.SUSPENDED || state == ConnectionState.LOST;
    }
}
