package io.zkwire.faults;

import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.ChildData;
import org.apache.curator.framework.recipes.cache.CuratorCacheListener;

/** Hands what Curator's cache reports to a {@link CacheHistory}, in zkwire's types, so both are judged alike. */
final class CuratorCacheRecord implements CuratorCacheListener {

    private final CacheHistory history;

    CuratorCacheRecord(CacheHistory history) {
        this.history = history;
    }

    @Override
    public void event(CuratorCacheListener.Type type, org.apache.curator.framework.recipes.cache.ChildData oldData,
            org.apache.curator.framework.recipes.cache.ChildData data) {
        history.event(io.zkwire.recipes.cache.CuratorCacheListener.Type.valueOf(type.name()), ours(oldData),
                ours(data));
    }

    @Override
    public void initialized() {
        history.initialized();
    }

    static ChildData ours(org.apache.curator.framework.recipes.cache.ChildData node) {
        if (node == null) {
            return null;
        }
        org.apache.zookeeper.data.Stat s = node.getStat();
        return new ChildData(node.getPath(), new Stat(s.getCzxid(), s.getMzxid(), s.getCtime(), s.getMtime(),
                s.getVersion(), s.getCversion(), s.getAversion(), s.getEphemeralOwner(), s.getDataLength(),
                s.getNumChildren(), s.getPzxid()), node.getData());
    }
}
