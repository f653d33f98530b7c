// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.CacheWatches.NextReads;
import io.zkwire.recipes.cache.TreeReader.Read;
import io.zkwire.recipes.cache.TreeReader.Why;
import io.zkwire.recipes.internal.Listeners;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.shared.Listenable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * The one engine behind {@link CuratorCache} and its views ({@link NodeCache}, {@link PathChildrenCache},
 * {@link TreeCache}), and the one place a cache decides: what a watch event, a connection state or a read's
 * answer ({@link #answered}) changes and what to read next. {@link TreeReader} and {@link CacheWatches} only
 * send requests and hand answers back as values; {@link CacheTree} turns a read into events. It all runs on
 * its {@link SerialExecutor}, on the thread that hands it work (the client's event thread, or the caller's
 * for start and close); it only sends requests and queues listener calls, so it never blocks that thread.
 */
final class CacheEngine implements CuratorCache, Watcher, ConnectionStateListener, TreeReader.Answers {

    private final ZkClient client;
    private final CacheSettings settings;
    private final String root;
    private final SerialExecutor serial = new SerialExecutor();
    private final Once started = new Once();
    private final Listeners<CuratorCacheListener> listeners;
    private final CacheTree tree;
    private final CacheWatches watches;
    private final TreeReader reader;
    private final NotificationZxids zxids;
    /** Paths whose read failed for want of a connection: read whole once connected. */
    private final Set<String> readAgain = new LinkedHashSet<>();
    /** Followed parents whose one-shot child watch fired or is unknown: the next reconnect reads their stat. */
    private final Set<String> childWatchSpent = new LinkedHashSet<>();
    private final List<CompletableFuture<Void>> caughtUp = new ArrayList<>();
    private CacheState state = CacheState.LATENT;

    CacheEngine(ZkClient client, CacheSettings settings) {
        this.client = client;
        this.settings = settings;
        this.root = settings.path();
        this.listeners = new Listeners<>("the cache of " + root);
        this.tree = new CacheTree(root, settings.maxNodes(), settings.keepData(), this::tell);
        BoundedReads reads = new BoundedReads(settings.maxInFlight(), serial, this::idle);
        this.watches = new CacheWatches(client, settings, reads, this, this);
        this.reader = new TreeReader(client.async(), settings, watches, reads, this);
        this.zxids = new NotificationZxids(tree);
    }

    @Override
    public void start() {
        if (!started.claim()) {
            throw new IllegalStateException("the cache of " + root + " was started already; a cache starts once"
                    + " (build another one to start again)");
        }
        serial.execute(() -> {
            if (state == CacheState.LATENT) {
                state = CacheState.LOADING;
                client.addConnectionStateListener(this);
                watches.setRootWatchThen(() -> load(root));
            }
        });
    }

    @Override
    public void close() {
        serial.execute(() -> {
            if (state == CacheState.CLOSED) {
                return;
            }
            boolean watching = state.following();
            state = CacheState.CLOSED;
            client.removeConnectionStateListener(this);
            if (watching) {
                watches.removeAll(tree.nodes().keySet());
            }
            if (settings.clearOnClose()) {
                tree.clear();
            }
            listeners.clear();
        });
    }

    @Override
    public Listenable<CuratorCacheListener> listenable() {
        return listeners;
    }

    @Override
    public Optional<ChildData> get(String path) {
        return Optional.ofNullable(tree.get(path));
    }

    @Override
    public int size() {
        return tree.size();
    }

    @Override
    public Stream<ChildData> stream() {
        return tree.nodes().values().stream().map(CacheTree.Node::childData);
    }

    String path() {
        return root;
    }

    ZkClient client() {
        return client;
    }

    /** The client's watch callback: the event is decided on the serial executor. */
    @Override
    public void process(WatchedEvent event) {
        serial.execute(() -> onWatch(event));
    }

    @Override
    public void stateChanged(ZkClient source, ConnectionState change) {
        serial.execute(() -> onState(change));
    }

    private void onWatch(WatchedEvent event) {
        String path = event.path();
        if (!state.following() || path == null || !follows(path) || zxids.known(event)) {
            return;
        }
        switch (event.type()) {
            case NodeCreated, NodeDataChanged -> {
                if (zxids.needsRead(event)) {
                    readNotified(path);
                }
            }
            case NodeDeleted -> onDeleted(event);
            case NodeChildrenChanged -> onChildrenChanged(path);
            default -> { } // state events: the connection state listener hears them
        }
    }

    private boolean follows(String path) {
        return tree.covers(path)
                && (settings.singleNode() ? path.equals(root) : tree.depth(path) <= settings.maxDepth());
    }

    private void onDeleted(WatchedEvent event) {
        zxids.deleted(event);
        childWatchSpent.remove(event.path());
        tree.remove(event.path());
        if (watches.oneShot() && event.path().equals(root)) {
            reader.readStat(root, Why.ROOT_EXISTS); // to hear it created again
        }
    }

    private void onChildrenChanged(String path) {
        if (!settings.followsChildrenAt(tree.depth(path))) {
            return;
        }
        if (watches.oneShot() || state.stale() || state.resyncing()) {
            reader.readChildren(path); // and arms its child watch again
        } else {
            childWatchSpent.add(path); // the persistent watch brings the children's own events: arm it later
        }
    }

    private void onState(ConnectionState change) {
        if (!state.following()) {
            return;
        }
        switch (change) {
            case SUSPENDED -> suspended();
            case LOST -> {
                suspended();
                state = state.lost();
                listeners.forEach(CuratorCacheListener::sessionLost);
            }
            case CONNECTED, RECONNECTED -> reconnected();
            case CLOSED -> close();
            default -> { } // READ_ONLY: nothing to catch up with until a read-write server answers
        }
    }

    private void suspended() {
        if (!state.stale()) {
            listeners.forEach(CuratorCacheListener::stale);
        }
        state = state.suspended();
    }

    private void reconnected() {
        if (!state.stale() && readAgain.isEmpty()) {
            return;
        }
        // no one-shot watch the reads left tells what moved: a new session holds none, and reads may leave none
        boolean statEveryNode = state.sessionLost() || watches.readWatch() == null;
        state = state.reconnected();
        List<String> unsure = drain(readAgain);
        if (statEveryNode) {
            childWatchSpent.clear();
            watches.setRootWatchThen(() -> resync(unsure)); // on the same session, setting it again is harmless
        } else if (unsure.contains(root)) {
            List<String> spent = drain(childWatchSpent);
            watches.setRootWatchThen(() -> catchUpOnSameSession(unsure, spent)); // the root's read or its watch failed
        } else {
            catchUpOnSameSession(unsure, drain(childWatchSpent));
        }
    }

    /** One stat read per cached node; full loads of the root if it is not cached, and of {@code unsure}. */
    private void resync(List<String> unsure) {
        if (tree.node(root) == null) {
            load(root);
        }
        new ArrayList<>(tree.nodes().keySet()).forEach(path -> reader.readStat(path, Why.STAT));
        unsure.forEach(this::load);
    }

    /**
     * On the same session, the client set every watch the reads left again with the last zxid it saw, and the
     * server fired those whose node moved: left to read are the root's stat (its answer follows those
     * notifications), the stats of {@code spent} parents, and {@code unsure} whole.
     */
    private void catchUpOnSameSession(List<String> unsure, List<String> spent) {
        if (tree.node(root) == null) {
            load(root);
        } else {
            reader.readStat(root, Why.MARK);
        }
        spent.forEach(path -> reader.readStat(path, Why.STAT));
        unsure.forEach(this::load);
    }

    private void load(String path) {
        reader.readNode(path, settings.followsChildrenAt(tree.depth(path)) ? Why.LOAD : Why.DATA);
    }

    private void readNotified(String path) {
        boolean whole = tree.node(path) == null && settings.followsChildrenAt(tree.depth(path));
        reader.readNode(path, whole ? Why.NOTIFIED_LOAD : Why.NOTIFIED);
    }

    /** Every answer of a read or a watch request, decided here. */
    @Override
    public void answered(Read read) {
        if (!state.following()) {
            return; // closed or failed: the cache keeps what it holds
        }
        switch (read.why()) {
            case LOAD, DATA -> applyNode(read);
            case NOTIFIED, NOTIFIED_LOAD -> {
                if (zxids.needsReadAgain(read.path(), applyNode(read))) {
                    readNotified(read.path()); // the answer was older than the latest notification
                }
            }
            case STAT -> compare(read);
            case MARK, ROOT_WATCH -> failed(read);
            case ROOT_EXISTS -> {
                if (read.failure() == null && read.stat() != null) {
                    load(root);
                }
            }
            case CHILDREN -> applyChildren(read);
        }
    }

    /** Applies a node's read; whether the tree holds its answer (not if it failed, or its parent is not cached). */
    private boolean applyNode(Read read) {
        String path = read.path();
        if (read.failure() != null) {
            failed(read);
            return read.missing();
        }
        if (read.stat() == null) {
            tree.remove(path);
            return true;
        }
        if (!path.equals(root) && tree.node(CacheTree.parentOf(path)) == null) {
            return false; // a child is never reported before its parent, whose load lists it
        }
        try {
            tree.apply(path, read.stat(), read.data());
        } catch (CacheLimitException e) {
            fail(e);
            return true;
        }
        if (read.why().thenChildren()) {
            readChildren(path, read.stat());
        }
        return true;
    }

    private void readChildren(String path, Stat stat) {
        if (stat.numChildren() == 0 && watches.readWatch() == null) {
            tree.reconcileChildren(path, List.of(), stat.pzxid()); // none as of this read
        } else {
            reader.readChildren(path);
        }
    }

    private void applyChildren(Read read) {
        if (read.failure() != null) {
            failed(read);
            return;
        }
        tree.reconcileChildren(read.path(), read.children(), read.stat().pzxid()).forEach(this::load);
    }

    /** A cached node's stat against the cache: reads what moved. */
    private void compare(Read read) {
        String path = read.path();
        CacheTree.Node node = tree.node(path);
        Stat stat = read.stat();
        if (read.failure() != null) {
            failed(read);
            return;
        }
        if (node == null || stat == null || stat.czxid() != node.czxid()) {
            if (node != null) {
                reloadOrRemove(path, stat);
            }
            return; // gone meanwhile (reported already), gone now, or created again
        }
        if (stat.mzxid() != node.mzxid()) {
            reader.readNode(path, Why.DATA);
        }
        if (!settings.followsChildrenAt(tree.depth(path))) {
            return;
        }
        if (watches.oneShot() || stat.pzxid() != node.childrenPzxid) {
            reader.readChildren(path); // with one-shot watches, also to hear the next change
        } else if (watches.readWatch() != null) {
            childWatchSpent.add(path); // nothing moved: its child watch, if it had one, is armed later
        }
    }

    /** A cached node gone (removed), or created again (loaded: the tree reports the old one deleted first). */
    private void reloadOrRemove(String path, Stat stat) {
        if (stat == null) {
            tree.remove(path);
        } else {
            load(path);
        }
    }

    private void failed(Read read) {
        Throwable failure = read.failure();
        if (failure == null) {
            return;
        }
        if (ReplyFailures.isNoNode(failure)) {
            tree.remove(read.path());
            if (watches.oneShot() && read.path().equals(root)) {
                reader.readStat(root, Why.ROOT_EXISTS); // a read of a missing node sets no watch
            }
        } else if (KeeperException.isRetryable(failure)) {
            readAgain.add(read.path());
        } else if (!ReplyFailures.isClientClosed(failure)) {
            report(failure instanceof Exception e ? e : new IllegalStateException(failure));
        }
    }

    /** No read in flight: read again what failed, or tell listeners the cache caught up. */
    private void idle() {
        if (!state.following() || state.stale()) {
            return;
        }
        if (!readAgain.isEmpty()) {
            List<String> unsure = drain(readAgain);
            watches.setRootWatchThen(() -> unsure.forEach(this::load)); // the failed read may have been the watch
            return;
        }
        caughtUp.forEach(done -> done.complete(null));
        caughtUp.clear();
        CacheState before = state;
        state = CacheState.LIVE;
        if (!before.loaded()) {
            listeners.forEach(CuratorCacheListener::initialized);
        } else if (before.resyncing()) {
            listeners.forEach(CuratorCacheListener::resynced);
        }
    }

    /** A change the tree applied, to every listener; events before initialized() belong to the first load. */
    private void tell(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
        boolean duringLoad = !state.loaded();
        listeners.forEach(l -> FirstLoadAware.tell(l, duringLoad, type, oldData, data));
    }

    /** Resyncs as after a new session (with {@code forgetFirst}, empties the cache silently and loads it all). */
    CompletableFuture<Void> resyncNow(boolean forgetFirst) {
        return whenRead(() -> {
            if (forgetFirst) {
                tree.clear();
            }
            resync(List.of());
        });
    }

    /** Reads {@code path} again (its data, or its absence); listeners hear what changed. */
    CompletableFuture<Void> reread(String path) {
        return whenRead(() -> {
            if (tree.node(path) == null) {
                load(path);
            } else {
                reader.readNode(path, Why.DATA);
            }
        });
    }

    private CompletableFuture<Void> whenRead(NextReads reads) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        serial.execute(() -> {
            if (!state.following()) {
                done.completeExceptionally(new IllegalStateException("the cache of " + root + " is not running ("
                        + state + "): start it first; a closed cache stays closed"));
                return;
            }
            caughtUp.add(done);
            reads.send();
        });
        return done;
    }

    /** A failure no retry will fix: to the exception handler. */
    void report(Exception failure) {
        settings.exceptionHandler().accept(failure);
    }

    /** A limit was reached: stop following the server, keep what is cached, say why. */
    private void fail(CacheLimitException cause) {
        state = CacheState.FAILED;
        watches.removeAll(tree.nodes().keySet());
        report(cause);
        listeners.forEach(l -> l.failed(cause));
    }

    private static List<String> drain(Collection<String> paths) {
        List<String> drained = new ArrayList<>(paths);
        paths.clear();
        return drained;
    }
}
