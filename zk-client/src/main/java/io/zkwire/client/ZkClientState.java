// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/** Where a client is in its life (Curator's {@code CuratorFrameworkState}); see {@link ZkClient#getState()}. */
public enum ZkClientState {
    /** Built, {@link ZkClient#start()} not called yet. */
    LATENT,
    /** {@link ZkClient#start()} was called and {@link ZkClient#close()} was not. */
    STARTED,
    /** {@link ZkClient#close()} was called; the client cannot be used again. */
    STOPPED
}
