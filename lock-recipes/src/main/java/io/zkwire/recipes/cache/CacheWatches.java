// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.recipes.cache.TreeReader.Answers;
import io.zkwire.recipes.cache.TreeReader.Read;
import io.zkwire.recipes.cache.TreeReader.Why;
import io.zkwire.recipes.internal.nodes.ReplyFailures;

/**
 * A cache's watches: the persistent (recursive unless single-node) watch on its root, the fallback on one-shot
 * watches for servers before 3.6, and their removal. With one-shot watches (or resync watches) every read also
 * leaves one: the client sets them all again after a reconnect, with the last zxid it saw, and the server then
 * fires those whose node moved meanwhile, which is how a cache catches up without reading every node.
 * Runs on the engine's serial executor.
 */
final class CacheWatches {

    private static final System.Logger LOG = System.getLogger(CuratorCache.class.getName());

    private final ZkClient client;
    private final CacheSettings settings;
    private final BoundedReads reads;
    private final Watcher watcher;
    private final Answers answers;
    private boolean oneShot;

    /** The reads that follow the root's watch. */
    interface NextReads {
        void send();
    }

    /** {@code watcher} hears every watch; a failure to set the root's goes to {@code answers}. */
    CacheWatches(ZkClient client, CacheSettings settings, BoundedReads reads, Watcher watcher, Answers answers) {
        this.client = client;
        this.settings = settings;
        this.reads = reads;
        this.watcher = watcher;
        this.answers = answers;
    }

    /** Whether the server knows no persistent watches (before 3.6) and only one-shot watches follow the tree. */
    boolean oneShot() {
        return oneShot;
    }

    /** The one-shot watch each read leaves, or null where reads leave none. */
    Watcher readWatch() {
        return oneShot || settings.resyncWatches() ? watcher : null;
    }

    /**
     * Sets the root's persistent watch (harmless if it is there), then sends the {@code next} reads; without
     * persistent watches, sends them at once (each read sets its own watch). A failure goes to the answers as
     * ROOT_WATCH.
     */
    void setRootWatchThen(NextReads next) {
        if (oneShot) {
            next.send();
            return;
        }
        AddWatchMode mode = settings.singleNode() ? AddWatchMode.PERSISTENT : AddWatchMode.PERSISTENT_RECURSIVE;
        reads.submit(() -> client.async().addWatch(settings.path(), watcher, mode), (ok, failure) -> {
            if (failure == null) {
                next.send();
            } else if (failure instanceof KeeperException e && e.code() == KeeperException.Code.UNIMPLEMENTED) {
                fallBackOnOneShot();
                next.send();
            } else {
                answers.answered(Read.failed(Why.ROOT_WATCH, settings.path(), explained(failure)));
            }
        });
    }

    private void fallBackOnOneShot() {
        oneShot = true;
        LOG.log(System.Logger.Level.WARNING, "the server does not know persistent watches (ZooKeeper before 3.6;"
                + " it closed the connection on being asked): the cache of " + settings.path() + " falls back on"
                + " one-shot watches, set by each of its reads");
    }

    /** A failure no retry fixes, with what to do; a retryable or closed-client one as it is. */
    private Throwable explained(Throwable failure) {
        if (KeeperException.isRetryable(failure) || ReplyFailures.isClientClosed(failure)) {
            return failure;
        }
        return new IllegalStateException("the cache of " + settings.path() + " could not set its persistent watch"
                + " (it needs ZooKeeper 3.6 or later): " + failure, failure);
    }

    /**
     * Removes the root's watches on the server, and those the reads left on {@code cached} on this side only
     * (one request, not one per node): the server drops each of those when it fires or the session ends.
     */
    void removeAll(Iterable<String> cached) {
        ReplyFailures.failedFutureIfThrows(() -> client.async().removeWatches(settings.path(), watcher, WatcherType.Any, false))
                .exceptionally(e -> null);
        if (readWatch() == null) {
            return;
        }
        for (String path : cached) {
            if (!path.equals(settings.path())) {
                ReplyFailures.failedFutureIfThrows(() -> client.async().removeWatches(path, watcher, WatcherType.Any, true))
                        .exceptionally(e -> null);
            }
        }
    }
}
