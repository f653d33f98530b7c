// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * Curator's {@code ConnectionStateErrorPolicy}: which connection states the recipes treat as a loss of what
 * they hold on the session's behalf (LeaderLatch leadership, a {@code LeaderSelectorListenerAdapter}'s
 * leadership). Set with {@link ZkClientBuilder#connectionStateErrorPolicy}; read by the recipes through
 * {@link ZkClient#connectionStateErrorPolicy()}. The default, as in Curator, is
 * {@link StandardConnectionStateErrorPolicy} (SUSPENDED and LOST). A lock's lost signal does not depend on
 * it: that is LOST (or the own node deleted) under every policy, as in Curator.
 */
@FunctionalInterface
public interface ConnectionStateErrorPolicy {

    /** True if {@code state} must make a recipe act as though what it holds were lost. */
    boolean isErrorState(ConnectionState state);
}
