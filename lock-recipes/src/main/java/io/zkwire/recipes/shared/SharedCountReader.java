package io.zkwire.recipes.shared;

import java.util.concurrent.Executor;

/** Curator's {@code SharedCountReader}: the read side of a {@link SharedCount}. */
public interface SharedCountReader {

    /** The last count seen (read at start, then kept current by a watch). */
    int getCount();

    /** The last count seen with its data version. */
    VersionedValue<Integer> getVersionedValue();

    /** Calls the listener, one call at a time in order, on the common pool. */
    void addListener(SharedCountListener listener);

    /** Calls the listener, one call at a time in order, on {@code executor}. */
    void addListener(SharedCountListener listener, Executor executor);

    /** Stops calling {@code listener}; one never added is ignored. */
    void removeListener(SharedCountListener listener);
}
