// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.nodes.Failures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The reads that keep the tree current, all through {@link BoundedReads}: the full load of a node (data,
 * then children, pipelined), the data read after a notification, and the resync, which reads only stats
 * and fetches data or children where the stat says they moved. Runs on the engine's serial executor.
 */
final class TreeReader {

    private final AsyncZkClient client;
    private final CacheSettings settings;
    private final CacheTree tree;
    private final BoundedReads reads;
    private final CacheEngine engine;

    TreeReader(AsyncZkClient client, CacheSettings settings, CacheTree tree, BoundedReads reads, CacheEngine engine) {
        this.client = client;
        this.settings = settings;
        this.tree = tree;
        this.reads = reads;
        this.engine = engine;
    }

    /** Reads the node and, where its children are followed, its children and each new child's subtree. */
    void load(String path) {
        readNode(path);
        if (settings.followsChildrenAt(tree.depth(path))) {
            readChildren(path);
        }
    }

    /** After a notification: a node not cached yet is loaded whole, a cached one has its data read again. */
    void refresh(String path) {
        if (tree.node(path) == null) {
            load(path);
        } else {
            readNode(path);
        }
    }

    /**
     * After a reconnect: one stat read per cached node, and full loads for the root if it is not cached and for
     * {@code unsure} (paths whose last read failed).
     */
    void resync(List<String> unsure) {
        if (tree.node(settings.path()) == null) {
            load(settings.path());
        }
        for (String path : new ArrayList<>(tree.nodes().keySet())) {
            reads.submit(() -> exists(path), (stat, failure) -> {
                if (failure != null) {
                    failed(path, failure);
                } else {
                    compare(path, stat);
                }
            });
        }
        unsure.forEach(this::load);
    }

    private void compare(String path, Stat stat) {
        CacheTree.Node node = tree.node(path);
        if (node == null) {
            return; // gone meanwhile, reported already
        }
        if (stat == null) {
            tree.remove(path);
            return;
        }
        Stat cached = node.data.getStat();
        if (stat.czxid() != cached.czxid()) {
            load(path); // created again: apply reports the old one deleted and this one created
            return;
        }
        if (stat.mzxid() != cached.mzxid()) {
            readNode(path);
        }
        boolean watchChildren = engine.oneShotWatcher() != null; // a new session holds no watch of the old
        if (settings.followsChildrenAt(tree.depth(path)) && (watchChildren || stat.pzxid() != node.childrenPzxid)) {
            readChildren(path);
        }
    }

    private void readNode(String path) {
        if (!settings.cacheData()) {
            reads.submit(() -> exists(path), (stat, failure) -> {
                if (failure == null && stat == null) {
                    tree.remove(path);
                } else {
                    applyOrFail(path, stat, null, failure);
                }
            });
            return;
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = engine.oneShotWatcher();
        reads.submit(() -> watcher == null ? client.getData().storingStatIn(stat).forPath(path)
                : client.getData().storingStatIn(stat).usingWatcher(watcher).forPath(path),
                (data, failure) -> applyOrFail(path, stat.get(), data, failure));
    }

    private void applyOrFail(String path, Stat stat, byte[] data, Throwable failure) {
        if (failure != null) {
            failed(path, failure);
            return;
        }
        try {
            tree.apply(path, stat, data);
        } catch (CacheLimitException e) {
            engine.fail(e);
        }
    }

    void readChildren(String path) {
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = engine.oneShotWatcher();
        reads.submit(() -> watcher == null ? client.getChildren().storingStatIn(stat).forPath(path)
                : client.getChildren().storingStatIn(stat).usingWatcher(watcher).forPath(path), (names, failure) -> {
            if (failure != null) {
                failed(path, failure);
                return;
            }
            for (String child : tree.reconcileChildren(path, names, stat.get().pzxid())) {
                load(child);
            }
        });
    }

    /** With one-shot watches: an exists watch on the root, so that its creation is heard. */
    void watchRoot() {
        reads.submit(() -> exists(settings.path()), (stat, failure) -> {
            if (failure == null && stat != null) {
                load(settings.path());
            }
        });
    }

    private CompletableFuture<Stat> exists(String path) {
        Watcher watcher = engine.oneShotWatcher();
        return watcher == null ? client.checkExists().forPath(path)
                : client.checkExists().usingWatcher(watcher).forPath(path);
    }

    private void failed(String path, Throwable failure) {
        if (Failures.isNoNode(failure)) {
            tree.remove(path);
            if (engine.oneShotWatcher() != null && path.equals(settings.path())) {
                watchRoot(); // a read of a missing node sets no watch
            }
        } else if (KeeperException.isRetryable(failure)) {
            engine.readAgainLater(path);
        } else if (!Failures.isClientClosed(failure)) {
            engine.report(failure instanceof Exception e ? e : new IllegalStateException(failure));
        }
    }
}
