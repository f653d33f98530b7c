// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Listeners;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.shared.Listenable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * The one engine behind {@link CuratorCache} and its views ({@link NodeCache}, {@link PathChildrenCache},
 * {@link TreeCache}): the root's persistent watch, the first load, the lifecycle and close. All of it runs
 * on its {@link SerialExecutor}, on the thread that hands it work (the client's event thread, or the caller's
 * for start and close); it only sends requests and queues listener calls, so it never blocks that thread.
 */
final class CacheEngine implements CuratorCache, Watcher, ConnectionStateListener {

    private enum Phase { LATENT, STARTED, FAILED, CLOSED }

    private final ZkClient client;
    private final CacheSettings settings;
    private final SerialExecutor serial = new SerialExecutor();
    private final Listeners<CuratorCacheListener> listeners;
    private final CacheTree tree;
    private final BoundedReads reads;
    private final TreeReader reader;
    private final CacheWatches watches;
    private final NotificationZxids zxids;
    private final AtomicBoolean started = new AtomicBoolean();
    private final Set<String> readAgain = new LinkedHashSet<>();
    private final Set<String> childWatchSpent = new LinkedHashSet<>();
    private final List<CompletableFuture<Void>> caughtUp = new ArrayList<>();
    private Phase phase = Phase.LATENT;
    private boolean initialized;
    private boolean stale;
    private boolean resyncing;
    private boolean sessionLost;

    CacheEngine(ZkClient client, CacheSettings settings) {
        this.client = client;
        this.settings = settings;
        this.listeners = new Listeners<>("the cache of " + settings.path());
        this.tree = new CacheTree(settings.path(), settings.maxNodes(), settings.keepData(), (type, oldData, data) -> {
            boolean duringLoad = !initialized;
            listeners.forEach(l -> FirstLoadAware.tell(l, duringLoad, type, oldData, data));
        });
        this.reads = new BoundedReads(settings.maxInFlight(), serial, this::whenIdle);
        this.reader = new TreeReader(client.async(), settings, tree, reads, this);
        this.watches = new CacheWatches(client, settings, reads, this);
        this.zxids = new NotificationZxids(tree, reader);
    }

    @Override
    public void start() {
        if (!started.compareAndSet(false, true)) {
            throw new IllegalStateException("the cache of " + settings.path() + " was started already; a cache"
                    + " starts once (build another one to start again)");
        }
        serial.execute(() -> {
            if (phase != Phase.LATENT) {
                return;
            }
            phase = Phase.STARTED;
            client.addConnectionStateListener(this);
            watches.thenRun(() -> reader.load(settings.path()));
        });
    }

    @Override
    public void close() {
        serial.execute(() -> {
            if (phase == Phase.CLOSED) {
                return;
            }
            boolean watching = phase == Phase.STARTED;
            phase = Phase.CLOSED;
            client.removeConnectionStateListener(this);
            if (watching) {
                watches.stop(readWatcher() == null ? List.of() : tree.nodes().keySet());
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
        return settings.path();
    }

    ZkClient client() {
        return client;
    }

    @Override
    public void process(WatchedEvent event) {
        serial.execute(() -> onWatch(event));
    }

    @Override
    public void stateChanged(ZkClient source, ConnectionState state) {
        serial.execute(() -> onState(state));
    }

    private void onWatch(WatchedEvent event) {
        String path = event.path();
        if (phase != Phase.STARTED || path == null || !tree.covers(path) || zxids.known(event)
                || (settings.singleNode() ? !path.equals(settings.path()) : tree.depth(path) > settings.maxDepth())) {
            return;
        }
        switch (event.type()) {
            case NodeCreated, NodeDataChanged -> zxids.changed(event);
            case NodeDeleted -> {
                zxids.deleted(event);
                childWatchSpent.remove(path);
                tree.remove(path);
                if (watches.oneShot() && path.equals(settings.path())) {
                    reader.watchRoot(); // to hear it created again
                }
            }
            case NodeChildrenChanged -> {
                if (!settings.followsChildrenAt(tree.depth(path))) {
                    return;
                }
                if (watches.oneShot() || stale || resyncing) {
                    reader.readChildren(path); // and arms its child watch again
                } else {
                    // live, the persistent watch brings the children's own events: arm it at the next reconnect
                    childWatchSpent.add(path);
                }
            }
            default -> {
                // state events: the connection state listener handles them
            }
        }
    }

    private void onState(ConnectionState state) {
        if (phase != Phase.STARTED) {
            return;
        }
        switch (state) {
            case SUSPENDED, LOST -> {
                if (!stale) {
                    stale = true;
                    resyncing = false;
                    listeners.forEach(CuratorCacheListener::stale);
                }
                if (state == ConnectionState.LOST) {
                    sessionLost = true;
                    listeners.forEach(CuratorCacheListener::sessionLost);
                }
            }
            case CONNECTED, RECONNECTED -> {
                if (stale || !readAgain.isEmpty()) {
                    stale = false;
                    resyncing = true;
                    List<String> unsure = new ArrayList<>(readAgain);
                    readAgain.clear();
                    if (sessionLost || readWatcher() == null) {
                        sessionLost = false;
                        childWatchSpent.clear(); // a new session holds none of the old one's watches
                        // on the same session adding the persistent watch again is harmless
                        watches.thenRun(() -> reader.resync(unsure));
                    } else {
                        // the client set every watch again, and the server fired those whose node moved
                        List<String> spent = new ArrayList<>(childWatchSpent);
                        childWatchSpent.clear();
                        Runnable catchUp = () -> reader.catchUp(unsure, spent);
                        if (unsure.contains(settings.path())) {
                            watches.thenRun(catchUp); // the root's read or its watch failed: set the watch first
                        } else {
                            catchUp.run();
                        }
                    }
                }
            }
            case CLOSED -> close();
            default -> { } // READ_ONLY: nothing to catch up with until a read-write server answers
        }
    }

    private void whenIdle() {
        if (phase != Phase.STARTED || stale) {
            return;
        }
        if (!readAgain.isEmpty()) {
            List<String> unsure = new ArrayList<>(readAgain);
            readAgain.clear();
            // the failed read may have been the watch's: set it again first (harmless if it is there)
            watches.thenRun(() -> unsure.forEach(reader::load));
            return;
        }
        caughtUp.forEach(f -> f.complete(null));
        caughtUp.clear();
        if (!initialized) {
            initialized = true;
            resyncing = false;
            listeners.forEach(CuratorCacheListener::initialized);
        } else if (resyncing) {
            resyncing = false;
            listeners.forEach(CuratorCacheListener::resynced);
        }
    }

    /** As after a reconnect (with {@code clearFirst}, forgets the cache silently and loads it all as created). */
    CompletableFuture<Void> catchUp(boolean clearFirst) {
        return whenRead(() -> reader.resyncAll(clearFirst));
    }

    /** Reads {@code path} again (its data, or its absence); listeners hear what changed. */
    CompletableFuture<Void> reread(String path) {
        return whenRead(() -> reader.refresh(path, null));
    }

    private CompletableFuture<Void> whenRead(Runnable reads) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        serial.execute(() -> {
            if (phase != Phase.STARTED) {
                done.completeExceptionally(new IllegalStateException("the cache of " + settings.path()
                        + " is not running (" + phase + "): start it first; a closed cache stays closed"));
                return;
            }
            caughtUp.add(done);
            reads.run();
        });
        return done;
    }

    /** The one-shot watch each read leaves (the engine), or null where reads leave none. */
    Watcher readWatcher() {
        return watches.oneShot() || settings.resyncWatches() ? this : null;
    }

    /** Whether the server knows no persistent watches (before 3.6) and only one-shot watches follow the tree. */
    boolean oneShot() {
        return watches.oneShot();
    }

    /** {@code path}'s child watch fired or is gone: the next reconnect reads its stat (and arms it if it moved). */
    void childWatchSpent(String path) {
        childWatchSpent.add(path);
    }

    /** A read failed for want of a connection: read it again (whole) once connected. */
    void readAgainLater(String path) {
        readAgain.add(path);
    }

    /** A failure no retry will fix: to the exception handler. */
    void report(Exception failure) {
        settings.exceptionHandler().accept(failure);
    }

    /** A limit was reached: stop following the server, keep what is cached, say why. */
    void fail(CacheLimitException cause) {
        if (phase != Phase.STARTED) {
            return;
        }
        phase = Phase.FAILED;
        watches.stop(readWatcher() == null ? List.of() : tree.nodes().keySet());
        report(cause);
        listeners.forEach(l -> l.failed(cause));
    }
}
