// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.recipes.internal.nodes.Failures;

/**
 * A cache's watches: the persistent (recursive unless single-node) watch on its root, the fallback on one-shot
 * watches for servers before 3.6, and their removal. Besides, every read leaves a one-shot watch (the engine
 * is the watcher): the client sets them all again after a reconnect, with the last zxid it saw, and the server
 * then fires those whose node moved meanwhile, which is how a cache catches up without reading every node.
 * Runs on the engine's serial executor.
 */
final class CacheWatches {

    private static final System.Logger LOG = System.getLogger(CuratorCache.class.getName());

    private final ZkClient client;
    private final CacheSettings settings;
    private final BoundedReads reads;
    private final CacheEngine engine;
    private volatile boolean oneShot;

    CacheWatches(ZkClient client, CacheSettings settings, BoundedReads reads, CacheEngine engine) {
        this.client = client;
        this.settings = settings;
        this.reads = reads;
        this.engine = engine;
    }

    /** Whether the server knows no persistent watches (before 3.6) and only one-shot watches follow the tree. */
    boolean oneShot() {
        return oneShot;
    }

    /** Sets the root's persistent watch (harmless if it is there), then runs {@code next}. */
    void thenRun(Runnable next) {
        if (oneShot) {
            next.run(); // every read sets its own watch
            return;
        }
        AddWatchMode mode = settings.singleNode() ? AddWatchMode.PERSISTENT : AddWatchMode.PERSISTENT_RECURSIVE;
        reads.submit(() -> client.async().addWatch(settings.path(), engine, mode), (ok, failure) -> {
            if (failure == null) {
                next.run();
            } else if (failure instanceof KeeperException e && e.code() == KeeperException.Code.UNIMPLEMENTED) {
                oneShot = true;
                LOG.log(System.Logger.Level.WARNING, "the server does not know persistent watches (ZooKeeper"
                        + " before 3.6; it closed the connection on being asked): the cache of " + settings.path()
                        + " falls back on one-shot watches, set by each of its reads");
                next.run();
            } else if (KeeperException.isRetryable(failure)) {
                engine.readAgainLater(settings.path()); // the next connection sets the watch and loads again
            } else if (!Failures.isClientClosed(failure)) {
                engine.report(new IllegalStateException("the cache of " + settings.path() + " could not set its"
                        + " persistent watch (it needs ZooKeeper 3.6 or later): " + failure, failure));
            }
        });
    }

    /**
     * Removes the root's watches on the server, and those the reads left on {@code cached} on this side only
     * (one request, not one per node): the server drops each of those when it fires or the session ends.
     */
    void stop(Iterable<String> cached) {
        Failures.call(() -> client.async().removeWatches(settings.path(), engine, WatcherType.Any, false))
                .exceptionally(e -> null);
        for (String path : cached) {
            if (!path.equals(settings.path())) {
                Failures.call(() -> client.async().removeWatches(path, engine, WatcherType.Any, true))
                        .exceptionally(e -> null);
            }
        }
    }
}
