// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/** Passes the whole lifecycle on to another listener; a subclass chooses which node events pass. */
abstract class ForwardingListener implements CuratorCacheListener {

    final CuratorCacheListener inner;

    ForwardingListener(CuratorCacheListener inner) {
        this.inner = inner;
    }

    @Override
    public void initialized() {
        inner.initialized();
    }

    @Override
    public void stale() {
        inner.stale();
    }

    @Override
    public void sessionLost() {
        inner.sessionLost();
    }

    @Override
    public void resynced() {
        inner.resynced();
    }

    @Override
    public void failed(Exception cause) {
        inner.failed(cause);
    }
}
