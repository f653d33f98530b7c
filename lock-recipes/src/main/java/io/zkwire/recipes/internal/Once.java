// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.atomic.AtomicBoolean;

/** A one-way switch any thread may try to flip: exactly one caller wins (an idempotent close, a first start). */
public final class Once {

    private final AtomicBoolean done = new AtomicBoolean();

    /** True for the first caller only. */
    public boolean claim() {
        return done.compareAndSet(false, true);
    }

    public boolean isClaimed() {
        return done.get();
    }
}
