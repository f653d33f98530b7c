// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/** How the blocking methods wait for the asynchronous ones: interruptibly, failing with the real cause. */
public final class Blocking {

    private Blocking() {
    }

    /**
     * Waits for {@code future}. If the thread is interrupted the future is cancelled, which abandons the
     * acquisition (its node is deleted, or an acquisition that completed meanwhile is released).
     */
    public static <T> T await(CompletableFuture<T> future) throws Exception {
        return await(future, () -> future.cancel(false));
    }

    /** Waits for {@code future}; {@code onInterrupt} runs if the thread is interrupted meanwhile. */
    public static <T> T await(CompletableFuture<T> future, Runnable onInterrupt) throws Exception {
        try {
            return future.get();
        } catch (InterruptedException e) {
            onInterrupt.run();
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception ex) {
                throw ex;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
