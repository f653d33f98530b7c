package io.zkwire.client.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** CompletableFuture helpers. */
public final class Futures {

    private Futures() {
    }

    /** The real failure inside the wrappers CompletableFuture adds. */
    public static Throwable unwrap(Throwable t) {
        Throwable e = t;
        while ((e instanceof CompletionException || e instanceof ExecutionException) && e.getCause() != null) {
            e = e.getCause();
        }
        return e;
    }

    public static <T> CompletableFuture<T> failed(Throwable t) {
        return CompletableFuture.failedFuture(t);
    }
}
