package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.nodes.ZPaths;
import java.io.Closeable;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Curator's {@code SharedCount}: an integer shared by every process that uses the path, stored as Curator
 * stores it (a persistent node whose data is the count as 4 big-endian bytes; missing container parents
 * are created), so zkwire and Curator processes read and change the same count.
 *
 * <p>{@link #start()} creates the node with the seed value unless it exists, then reads it and keeps
 * reading it through a data watch; {@link #getCount()} answers from memory. Changes are applied only if
 * their data version is newer than the one held, so listeners see each version at most once and never
 * go back; the value {@code start()} reads is not a change (listeners added before it are not told of
 * it, as in Curator). {@link #setCount(int)} overwrites, {@link #trySetCount(VersionedValue, int)} writes only if
 * nobody changed the count since that value was read (optimistic, as Curator's).
 *
 * <p>Threads: watch replies arrive on the client's event thread, which only stores the value; listeners
 * run on their executor (the common pool unless given), one call at a time per listener, in order.
 */
public class SharedCount implements SharedCountReader, Closeable {

    private static final System.Logger LOG = System.getLogger(SharedCount.class.getName());
    private static final int UNINITIALIZED_VERSION = -1;

    private enum State { LATENT, STARTED, CLOSED }

    private final ZkClient client;
    private final String path;
    private final int seedValue;
    private final AtomicReference<State> state = new AtomicReference<>(State.LATENT);
    private final AtomicReference<VersionedValue<Integer>> current;
    private final Map<SharedCountListener, Delivery> listeners = new ConcurrentHashMap<>();
    private final Watcher watcher = this::onWatchEvent;
    private final ConnectionStateListener connectionListener = this::onConnectionState;

    /**
     * @param path      the count node
     * @param seedValue the count written by {@link #start()} if the node does not exist yet
     */
    public SharedCount(ZkClient client, String path, int seedValue) {
        this.client = client;
        this.path = ZPaths.validate(path);
        this.seedValue = seedValue;
        this.current = new AtomicReference<>(new VersionedValue<>(UNINITIALIZED_VERSION, seedValue));
    }

    /** Creates the node with the seed value if it is missing, then reads it and watches it. Once only. */
    public void start() throws Exception {
        if (!state.compareAndSet(State.LATENT, State.STARTED)) {
            throw new IllegalStateException("SharedCount " + path + " cannot be started more than once (state "
                    + state.get() + ")");
        }
        client.addConnectionStateListener(connectionListener);
        try {
            client.create().creatingParentContainersIfNeeded().forPath(path, toBytes(seedValue));
        } catch (KeeperException.NodeExistsException alreadyThere) {
            // someone seeded it first: read theirs
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] bytes = client.getData().storingStatIn(stat).usingWatcher(watcher).forPath(path);
        keepNewest(stat.get().version(), bytes); // the starting value is no change: listeners hear of none, as in Curator
    }

    /** Stops watching and calling listeners; the node stays. */
    @Override
    public void close() {
        if (state.getAndSet(State.CLOSED) == State.STARTED) {
            client.removeConnectionStateListener(connectionListener);
        }
        listeners.clear();
    }

    @Override
    public int getCount() {
        return current.get().getValue();
    }

    @Override
    public VersionedValue<Integer> getVersionedValue() {
        return current.get();
    }

    /** Writes the count whatever it is now. */
    public void setCount(int newCount) throws Exception {
        requireStarted();
        byte[] bytes = toBytes(newCount);
        Stat stat = client.setData().forPath(path, bytes);
        update(stat.version(), bytes);
    }

    /**
     * Writes the count only if it is still {@code previous} (same version and value, as last seen here and
     * on the server); otherwise reads the current one and returns false. Get {@code previous} from
     * {@link #getVersionedValue()}.
     */
    public boolean trySetCount(VersionedValue<Integer> previous, int newCount) throws Exception {
        requireStarted();
        VersionedValue<Integer> seen = current.get();
        if (previous.getVersion() != seen.getVersion() || !previous.getValue().equals(seen.getValue())) {
            return false;
        }
        byte[] bytes = toBytes(newCount);
        try {
            Stat stat = client.setData().withVersion(previous.getVersion()).forPath(path, bytes);
            update(stat.version(), bytes);
            return true;
        } catch (KeeperException.BadVersionException changedMeanwhile) {
            read();
            return false;
        }
    }

    /**
     * Curator's deprecated form: {@link #trySetCount(VersionedValue, int)} with the last value seen here.
     *
     * @deprecated races with changes this process has not seen yet; pass the value you read instead
     */
    @Deprecated
    public boolean trySetCount(int newCount) throws Exception {
        return trySetCount(getVersionedValue(), newCount);
    }

    @Override
    public void addListener(SharedCountListener listener) {
        addListener(listener, RecipeThreads.callbacks());
    }

    @Override
    public void addListener(SharedCountListener listener, Executor executor) {
        listeners.put(listener, new Delivery(executor));
    }

    @Override
    public void removeListener(SharedCountListener listener) {
        listeners.remove(listener);
    }

    @Override
    public String toString() {
        return "SharedCount{" + path + ", " + current.get() + '}';
    }

    private void requireStarted() {
        if (state.get() != State.STARTED) {
            throw new IllegalStateException("SharedCount " + path + " is " + state.get()
                    + ": call start() first (and not after close())");
        }
    }

    private void read() throws Exception {
        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] bytes = client.getData().storingStatIn(stat).usingWatcher(watcher).forPath(path);
        update(stat.get().version(), bytes);
    }

    private void readInBackground() {
        AtomicReference<Stat> stat = new AtomicReference<>();
        client.async().getData().storingStatIn(stat).usingWatcher(watcher).forPath(path)
                .whenComplete((bytes, failure) -> {
                    if (failure == null) {
                        update(stat.get().version(), bytes);
                    } else if (state.get() == State.STARTED) {
                        LOG.log(System.Logger.Level.WARNING, "could not read shared count " + path
                                + "; it is read again on the next reconnect", failure);
                    }
                });
    }

    private void onWatchEvent(WatchedEvent event) {
        if (state.get() == State.STARTED && event.type() != EventType.None) {
            readInBackground();
        }
    }

    private void onConnectionState(ZkClient c, ConnectionState newState) {
        for (Map.Entry<SharedCountListener, Delivery> e : listeners.entrySet()) {
            e.getValue().run(() -> e.getKey().stateChanged(c, newState));
        }
        if (newState.isConnected() && state.get() == State.STARTED) {
            readInBackground(); // a change made while cut off fired no watch we could see
        }
    }

    /** Keeps the newest version only, then tells the listeners. */
    private void update(int version, byte[] bytes) {
        VersionedValue<Integer> next = keepNewest(version, bytes);
        if (next == null || state.get() != State.STARTED) {
            return;
        }
        for (Map.Entry<SharedCountListener, Delivery> e : listeners.entrySet()) {
            e.getValue().run(() -> e.getKey().countHasChanged(this, next.getValue()));
        }
    }

    /** Stores the value unless a newer version is held; returns it, or null if it was not newer. */
    private VersionedValue<Integer> keepNewest(int version, byte[] bytes) {
        VersionedValue<Integer> next = new VersionedValue<>(version, fromBytes(bytes));
        VersionedValue<Integer> seen;
        do {
            seen = current.get();
            if (version <= seen.getVersion()) {
                return null;
            }
        } while (!current.compareAndSet(seen, next));
        return next;
    }

    private int fromBytes(byte[] bytes) {
        if (bytes == null || bytes.length != Integer.BYTES) {
            throw new IllegalStateException("shared count node " + path + " holds "
                    + (bytes == null ? "no data" : bytes.length + " bytes")
                    + ", not a 4-byte big-endian count: it is used by something else; pick another path");
        }
        return ByteBuffer.wrap(bytes).getInt();
    }

    private static byte[] toBytes(int count) {
        return ByteBuffer.allocate(Integer.BYTES).putInt(count).array();
    }

    /** Runs one listener's calls one at a time, in order, on its executor, never under a lock. */
    private static final class Delivery {
        private final SerialExecutor calls;

        Delivery(Executor executor) {
            this.calls = SerialExecutor.onto(executor);
        }

        interface Call {
            void run() throws Exception;
        }

        void run(Call call) {
            calls.execute(() -> {
                try {
                    call.run();
                } catch (Exception e) {
                    LOG.log(System.Logger.Level.WARNING, "shared count listener failed", e);
                }
            });
        }
    }
}
