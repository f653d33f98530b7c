// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.Watcher;
import io.zkwire.client.builders.AsyncGetDataBuilder;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.nodes.Failures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The reads that keep the tree current, all through {@link BoundedReads}: the full load of a node (data,
 * then children where its stat counts some, pipelined), the data read after a notification, and the resync, which reads only stats
 * and fetches data or children where the stat says they moved. With one-shot watches (servers before 3.6, or
 * {@link CuratorCacheBuilder#withResyncWatches()}) every read leaves one (data on the node, children on a
 * followed parent), so that after a reconnect on the same session the server itself says what moved (see
 * {@link #catchUp}). Runs on the engine's serial executor.
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

    /**
     * Reads the node and, where its children are followed, its children and each new child's subtree. The
     * children are listed only when the node's stat counts some: with the watch set before the read, a child
     * created after it is heard of, so a leaf costs one request, not two. One-shot watches list them always,
     * as that read sets the child watch.
     */
    void load(String path) {
        readNode(path, settings.followsChildrenAt(tree.depth(path)));
    }

    /**
     * After a notification: a node not cached yet is loaded whole, a cached one has its data read again;
     * {@code answered} hears whether the node's answer came and was applied (false: the read failed and is left to
     * the engine, or its parent was not cached and its load lists the node).
     */
    void refresh(String path, Consumer<Boolean> answered) {
        boolean whole = tree.node(path) == null && settings.followsChildrenAt(tree.depth(path));
        readNode(path, whole, answered);
    }

    /**
     * After a new session (or on demand): one stat read per cached node, and full loads for the root if it is
     * not cached and for {@code unsure} (paths whose last read failed).
     */
    void resync(List<String> unsure) {
        if (tree.node(settings.path()) == null) {
            load(settings.path());
        }
        new ArrayList<>(tree.nodes().keySet()).forEach(this::restat);
        unsure.forEach(this::load);
    }

    /** A resync of every cached node; with {@code clearFirst}, of none: the cache forgets them silently first. */
    void resyncAll(boolean clearFirst) {
        if (clearFirst) {
            tree.clear();
        }
        resync(List.of());
    }

    /**
     * After a reconnect on the same session: the client re-registered every watch the reads left (a data watch
     * on each node, a child watch on each followed parent) with the last zxid it saw, and the server fired those
     * whose node moved since; those notifications come before the answer to any later request. Left to read:
     * the root's stat (only for its answer, which follows them all), the stats of {@code spent} (parents whose
     * child watch fired while connected and was not armed again), and full loads for {@code unsure}.
     */
    void catchUp(List<String> unsure, List<String> spent) {
        if (tree.node(settings.path()) == null) {
            load(settings.path());
        } else {
            // what moved at the root its own watches tell: this answer only marks their end
            reads.submit(() -> exists(settings.path()), (stat, failure) -> {
                if (failure != null) {
                    failed(settings.path(), failure);
                }
            });
        }
        spent.forEach(this::restat);
        unsure.forEach(this::load);
    }

    private void restat(String path) {
        reads.submit(() -> exists(path), (stat, failure) -> {
            if (failure != null) {
                failed(path, failure);
            } else {
                compare(path, stat);
            }
        });
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
        Stat cached = node.stat();
        if (stat.czxid() != cached.czxid()) {
            load(path); // created again: apply reports the old one deleted and this one created
            return;
        }
        if (stat.mzxid() != cached.mzxid()) {
            readNode(path, false);
        }
        if (settings.followsChildrenAt(tree.depth(path))) {
            if (engine.oneShot() || stat.pzxid() != node.childrenPzxid) {
                readChildren(path); // with one-shot watches, also to hear the next change
            } else if (engine.readWatcher() != null) {
                engine.childWatchSpent(path); // nothing moved: its child watch, if it had one, is armed later
            }
        }
    }

    private void readNode(String path, boolean children) {
        readNode(path, children, null);
    }

    /** Reads the node's data (or stat) and, with {@code children}, then its children where it has any. */
    private void readNode(String path, boolean children, Consumer<Boolean> answered) {
        if (!settings.cacheData()) {
            reads.submit(() -> exists(path), (stat, failure) -> {
                if (failure == null && stat == null) {
                    tree.remove(path);
                    tell(answered, true, failure);
                } else {
                    tell(answered, applyUnlessOrphan(path, stat, null, failure, children), failure);
                }
            });
            return;
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = engine.readWatcher();
        reads.submit(() -> watcher == null ? dataRead().storingStatIn(stat).forPath(path)
                : dataRead().storingStatIn(stat).usingWatcher(watcher).forPath(path), (data, failure) -> {
                    tell(answered, applyUnlessOrphan(path, stat.get(), data, failure, children), failure);
                });
    }

    /** COMPRESSED_DATA: decompressed, as Curator's cache reads; else the client's default. */
    private AsyncGetDataBuilder dataRead() {
        AsyncGetDataBuilder read = client.getData();
        return settings.compressedData() ? read.decompressed() : read;
    }

    /** A missing node is an answer too (the tree holds none); a read left unapplied is not. */
    private static void tell(Consumer<Boolean> answered, boolean applied, Throwable failure) {
        if (answered != null) {
            answered.accept(applied && (failure == null || Failures.isNoNode(failure)));
        }
    }

    /**
     * Applies a successful read, unless it is of a node whose parent is not cached (yet): a notification's read
     * may answer before the read of a parent the cache learned of later, and a child is never reported before
     * its parent; the parent's load lists it. Returns false for such a read, left unapplied.
     */
    private boolean applyUnlessOrphan(String path, Stat stat, byte[] data, Throwable failure, boolean children) {
        if (failure == null && !path.equals(settings.path()) && tree.node(CacheTree.parentOf(path)) == null) {
            return false;
        }
        applyOrFail(path, stat, data, failure, children);
        return true;
    }

    private void applyOrFail(String path, Stat stat, byte[] data, Throwable failure, boolean children) {
        if (failure != null) {
            failed(path, failure);
            return;
        }
        try {
            tree.apply(path, stat, data);
        } catch (CacheLimitException e) {
            engine.fail(e);
            return;
        }
        if (!children) {
            return;
        }
        if (stat.numChildren() == 0 && engine.readWatcher() == null) {
            tree.reconcileChildren(path, List.of(), stat.pzxid()); // none as of this read
        } else {
            readChildren(path);
        }
    }

    void readChildren(String path) {
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = engine.readWatcher();
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
        Watcher watcher = engine.readWatcher();
        return watcher == null ? client.checkExists().forPath(path)
                : client.checkExists().usingWatcher(watcher).forPath(path);
    }

    private void failed(String path, Throwable failure) {
        if (Failures.isNoNode(failure)) {
            tree.remove(path);
            if (engine.oneShot() && path.equals(settings.path())) {
                watchRoot(); // a read of a missing node sets no watch
            }
        } else if (KeeperException.isRetryable(failure)) {
            engine.readAgainLater(path);
        } else if (!Failures.isClientClosed(failure)) {
            engine.report(failure instanceof Exception e ? e : new IllegalStateException(failure));
        }
    }
}
