package io.zkwire.client.internal.session;

import java.util.Random;

/**
 * The pause before each connection attempt (docs/contributing/protocol.md §6.2): none for the client's very first
 * attempt; otherwise a random 0–999 ms, which spreads the reconnects of many clients, plus a second
 * when the rotation comes back to the host we last connected to (the whole list failed once).
 */
public final class ReconnectBackoff {

    static final int JITTER_MS = 1000;
    static final int WRAP_AROUND_MS = 1000;

    private final Random random;
    private boolean firstAttempt = true;

    public ReconnectBackoff(Random random) {
        this.random = random;
    }

    /** The pause before the next attempt; {@code wrapsAround}: the next host is the last good one. */
    public long nextDelayMs(boolean wrapsAround) {
        if (firstAttempt) {
            firstAttempt = false;
            return 0;
        }
        return random.nextInt(JITTER_MS) + (wrapsAround ? WRAP_AROUND_MS : 0);
    }
}
