// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A recipe object's life, LATENT until started, STARTED until closed, then CLOSED for good; any thread may
 * start or close it, and exactly one caller wins each step.
 */
public final class Lifecycle {

    /** Where the object is in its life. */
    public enum Phase { LATENT, STARTED, CLOSED }

    private final AtomicReference<Phase> phase = new AtomicReference<>(Phase.LATENT);

    /** Moves LATENT to STARTED; false if the object was started (or closed) before. */
    public boolean start() {
        return phase.compareAndSet(Phase.LATENT, Phase.STARTED);
    }

    /** Moves STARTED to CLOSED; false if the object was not started, or closed already. */
    public boolean close() {
        return phase.compareAndSet(Phase.STARTED, Phase.CLOSED);
    }

    /** Closes whatever the phase (a never-started object can no longer start); true if it was STARTED. */
    public boolean closeFromAnyPhase() {
        return phase.getAndSet(Phase.CLOSED) == Phase.STARTED;
    }

    public Phase phase() {
        return phase.get();
    }

    public boolean isStarted() {
        return phase.get() == Phase.STARTED;
    }
}
