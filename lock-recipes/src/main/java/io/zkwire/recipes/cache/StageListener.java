// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/** A listener for one stage of a cache's lifecycle and nothing else (the builder's forInitialized and kin). */
final class StageListener implements CuratorCacheListener {

    enum Stage { INITIALIZED, STALE, RESYNCED }

    private final Stage stage;
    private final Runnable action;

    private StageListener(Stage stage, Runnable action) {
        this.stage = stage;
        this.action = action;
    }

    static CuratorCacheListener on(Stage stage, Runnable action) {
        return new StageListener(stage, action);
    }

    @Override
    public void event(Type type, ChildData oldData, ChildData data) {
        // node events are for the other parts
    }

    @Override
    public void initialized() {
        runAt(Stage.INITIALIZED);
    }

    @Override
    public void stale() {
        runAt(Stage.STALE);
    }

    @Override
    public void resynced() {
        runAt(Stage.RESYNCED);
    }

    private void runAt(Stage now) {
        if (now == stage) {
            action.run();
        }
    }
}
