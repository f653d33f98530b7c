// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import java.util.concurrent.Executor;

/** Where {@link UnhandledErrorListener}s are added and removed ({@link ZkClient#getUnhandledErrorListenable()}). */
public interface UnhandledErrorListenable {

    /** Calls {@code listener} on the thread that met the failure: keep it short. */
    void addListener(UnhandledErrorListener listener);

    /** Calls {@code listener} on {@code executor}. */
    void addListener(UnhandledErrorListener listener, Executor executor);

    /** Stops calling {@code listener}; one never added is ignored. */
    void removeListener(UnhandledErrorListener listener);
}
