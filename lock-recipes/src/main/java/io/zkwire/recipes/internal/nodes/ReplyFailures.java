package io.zkwire.recipes.internal.nodes;

import io.zkwire.protocol.KeeperException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** Sorts the failures of asynchronous client calls into what recipes do about them. */
public final class ReplyFailures {

    private ReplyFailures() {
    }

    /**
     * Makes an asynchronous client call; a synchronous throw (client closed, invalid path) becomes a failed
     * future, so every failure takes the same path.
     */
    public static <T> CompletableFuture<T> failedFutureIfThrows(Supplier<CompletableFuture<T>> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The cause behind CompletableFuture's wrappers ({@link KeeperException#unwrap}). */
    public static Throwable unwrap(Throwable t) {
        return KeeperException.unwrap(t);
    }

    /** Whether {@code t}, unwrapped from CompletionException, is a NoNode. */
    public static boolean isNoNode(Throwable t) {
        return codeOf(t) == KeeperException.Code.NONODE;
    }

    /** Whether {@code t}, unwrapped from CompletionException, is a NodeExists. */
    public static boolean isNodeExists(Throwable t) {
        return codeOf(t) == KeeperException.Code.NODEEXISTS;
    }

    /** Whether {@code t}, unwrapped from CompletionException, is a SessionExpired (the session is gone). */
    public static boolean isSessionExpired(Throwable t) {
        return codeOf(t) == KeeperException.Code.SESSIONEXPIRED;
    }

    /** The client was closed: operations fail with IllegalStateException and nothing will ever succeed. */
    public static boolean isClientClosed(Throwable t) {
        return unwrap(t) instanceof IllegalStateException;
    }

    private static KeeperException.Code codeOf(Throwable t) {
        return KeeperException.codeOf(t);
    }
}
