// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.atomic.AtomicBoolean;

/** A turn that one thread at a time may hold: taking it fails while another holds it, until given back. */
public final class Turn {

    private final AtomicBoolean held = new AtomicBoolean();

    /** True if the caller now holds the turn; false if someone else does. */
    public boolean take() {
        return held.compareAndSet(false, true);
    }

    /** Gives the turn back, so the next {@link #take()} succeeds. */
    public void giveBack() {
        held.set(false);
    }
}
