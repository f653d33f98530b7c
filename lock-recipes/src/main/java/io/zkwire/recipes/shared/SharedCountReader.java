package io.zkwire.recipes.shared;

/**
 * Curator's {@code SharedCountReader}: the read side of a {@link SharedCount}, and where its listeners
 * are added and removed.
 */
public interface SharedCountReader extends Listenable<SharedCountListener> {

    /** The last count seen (read at start, then kept current by a watch). */
    int getCount();

    /** The last count seen with the node's mzxid and data version. */
    VersionedValue<Integer> getVersionedValue();
}
