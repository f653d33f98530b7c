package io.zkwire.client.internal.common;

import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.concurrent.CompletableFuture;

/** CompletableFuture helpers. */
public final class Futures {

    private Futures() {
    }

    /** The real failure inside the wrappers CompletableFuture adds ({@link KeeperException#unwrap}). */
    public static Throwable unwrap(Throwable t) {
        return KeeperException.unwrap(t);
    }

    /** Whether {@code t}, unwrapped, is a KeeperException with {@code code}. */
    public static boolean is(Throwable t, Code code) {
        return KeeperException.codeOf(t) == code;
    }

    public static <T> CompletableFuture<T> failed(Throwable t) {
        return CompletableFuture.failedFuture(t);
    }

    /** {@code future}, except that a failure with {@code code} completes it with {@code value} instead. */
    public static <T> CompletableFuture<T> orOn(CompletableFuture<T> future, Code code, T value) {
        return future.exceptionallyCompose(e -> is(e, code) ? CompletableFuture.completedFuture(value) : failed(unwrap(e)));
    }
}
