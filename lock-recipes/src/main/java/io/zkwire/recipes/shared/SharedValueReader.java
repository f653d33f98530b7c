// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

/** Curator's {@code SharedValueReader}: the read side of a {@link SharedValue}. */
public interface SharedValueReader {

    /** A copy of the last value seen (read at start, then kept current by a watch). */
    byte[] getValue();

    /** The last value seen (a copy) with the node's mzxid and data version. */
    VersionedValue<byte[]> getVersionedValue();

    /** Where listeners are added and removed. */
    Listenable<SharedValueListener> getListenable();
}
