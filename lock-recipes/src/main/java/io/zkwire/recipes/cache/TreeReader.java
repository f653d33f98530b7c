// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.Watcher;
import io.zkwire.client.builders.AsyncGetDataBuilder;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Sends the cache's reads through {@link BoundedReads} and hands each answer, as a {@link Read}, to the
 * engine's {@link Answers}: it decides nothing. A read leaves the one-shot watch {@link CacheWatches#readWatch()}
 * names, if any. Runs on the engine's serial executor.
 */
final class TreeReader {

    /** Why a read was sent: it tells the engine what to do with the answer. */
    enum Why {
        /** A node's data, then its children where followed. */
        LOAD,
        /** A node's data only. */
        DATA,
        /** A notification's read of a cached node's data. */
        NOTIFIED,
        /** A notification's read of a node not cached yet: its data, then its children where followed. */
        NOTIFIED_LOAD,
        /** A cached node's stat, compared with what is cached. */
        STAT,
        /** The root's stat after a reconnect: its answer comes after every notification the reconnect brought. */
        MARK,
        /** With one-shot watches: whether the root exists (the read sets the watch that hears it created). */
        ROOT_EXISTS,
        /** A node's children. */
        CHILDREN,
        /** The root's persistent watch. */
        ROOT_WATCH;

        boolean thenChildren() {
            return this == LOAD || this == NOTIFIED_LOAD;
        }

        boolean notified() {
            return this == NOTIFIED || this == NOTIFIED_LOAD;
        }
    }

    /**
     * What one read brought back: the node's stat (null: it does not exist), its data (null when not read),
     * its children's names (CHILDREN only), or the (unwrapped) failure.
     */
    record Read(Why why, String path, Stat stat, byte[] data, List<String> children, Throwable failure) {
        static Read failed(Why why, String path, Throwable failure) {
            return new Read(why, path, null, null, null, failure);
        }

        /** The node is not there: a missing stat, or NoNode. */
        boolean missing() {
            return failure == null ? stat == null : ReplyFailures.isNoNode(failure);
        }
    }

    /** Where the answers go (the engine), on its serial executor. */
    interface Answers {
        void answered(Read read);
    }

    private final AsyncZkClient client;
    private final CacheSettings settings;
    private final CacheWatches watches;
    private final BoundedReads reads;
    private final Answers answers;

    TreeReader(AsyncZkClient client, CacheSettings settings, CacheWatches watches, BoundedReads reads,
            Answers answers) {
        this.client = client;
        this.settings = settings;
        this.watches = watches;
        this.reads = reads;
        this.answers = answers;
    }

    /** Reads the node's data (its stat only where data is not cached). */
    void readNode(String path, Why why) {
        if (!settings.cacheData()) {
            readStat(path, why);
            return;
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = watches.readWatch();
        reads.submit(() -> watcher == null ? dataRead().storingStatIn(stat).forPath(path)
                : dataRead().storingStatIn(stat).usingWatcher(watcher).forPath(path),
                (data, failure) -> answers.answered(new Read(why, path, stat.get(), data, null, failure)));
    }

    /** Reads the node's stat (null if it does not exist). */
    void readStat(String path, Why why) {
        Watcher watcher = watches.readWatch();
        reads.submit(() -> watcher == null ? client.checkExists().forPath(path)
                : client.checkExists().usingWatcher(watcher).forPath(path),
                (stat, failure) -> answers.answered(new Read(why, path, stat, null, null, failure)));
    }

    /** Lists the node's children, with the stat they were listed at. */
    void readChildren(String path) {
        AtomicReference<Stat> stat = new AtomicReference<>();
        Watcher watcher = watches.readWatch();
        reads.submit(() -> watcher == null ? client.getChildren().storingStatIn(stat).forPath(path)
                : client.getChildren().storingStatIn(stat).usingWatcher(watcher).forPath(path),
                (names, failure) -> answers.answered(new Read(Why.CHILDREN, path, stat.get(), null, names, failure)));
    }

    /** COMPRESSED_DATA: decompressed, as Curator's cache reads; else the client's default. */
    private AsyncGetDataBuilder dataRead() {
        AsyncGetDataBuilder read = client.getData();
        return settings.compressedData() ? read.decompressed() : read;
    }
}
