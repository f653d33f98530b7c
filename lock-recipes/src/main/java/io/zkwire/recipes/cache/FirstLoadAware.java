// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * A listener that is told apart the events of the first load (those before initialized()) and later ones.
 * The engine knows which is which when it applies a change; a flag in the listener would not, for a listener
 * added after initialized() never hears it.
 */
interface FirstLoadAware {

    /** An event of the first load; other events arrive through {@link CuratorCacheListener#event}. */
    void loadEvent(CuratorCacheListener.Type type, ChildData oldData, ChildData data);

    /** Tells {@code listener} of an event, as one of the first load's if {@code duringLoad}. */
    static void tell(CuratorCacheListener listener, boolean duringLoad, CuratorCacheListener.Type type,
            ChildData oldData, ChildData data) {
        if (duringLoad && listener instanceof FirstLoadAware aware) {
            aware.loadEvent(type, oldData, data);
        } else {
            listener.event(type, oldData, data);
        }
    }
}
