package io.zkwire.recipes.locks;

/** Curator's {@code RevocationListener}: told that another process asked this holder to release. */
@FunctionalInterface
public interface RevocationListener<T> {

    /** Called when a revocation request has been received; release the lock soon (it is cooperative). */
    void revocationRequested(T forLock);
}
