package io.zkwire.testkit.internal;

import io.zkwire.testkit.ZkTestkitException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Waits, bounded, for a state that announces itself by no event (a server's mode can only be asked), by
 * asking again every few milliseconds. Public for the kit's fault injection and for tests.
 */
public final class Polling {
    private static final long INTERVAL_MILLIS = 50;

    private Polling() {
    }

    /**
     * Returns once {@code condition} is true. The condition may throw to give up early (e.g. the process died).
     *
     * @param what what is awaited, for the message: "server 1 to serve clients"
     * @param state the state when time ran out, for the message: modes, log tails
     * @throws ZkTestkitException if {@code timeout} passes first
     */
    public static void until(Duration timeout, String what, BooleanSupplier condition, Supplier<String> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new ZkTestkitException("timed out after " + timeout.toMillis() + " ms waiting for " + what
                        + ". State then:\n" + state.get());
            }
            pause();
        }
    }

    private static void pause() {
        try {
            TimeUnit.MILLISECONDS.sleep(INTERVAL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ZkTestkitException("interrupted while waiting for a ZooKeeper server", e);
        }
    }
}
