// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.Cell;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.Listeners;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.Closeable;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Curator's {@code SharedValue}: bytes shared by every process that uses the path, stored as Curator
 * stores them (one persistent node holding the value as is; missing container parents are created), so
 * zkwire and Curator processes read and change the same value.
 *
 * <p>{@link #start()} creates the node with the seed value unless it exists, then reads it and keeps a
 * data watch on it; {@link #getValue()} answers from memory. A value replaces the one held only if its
 * {@code mzxid} is newer, so the value seen here never goes back (the data version is not used for that:
 * it wraps around). As in Curator, listeners are told the value after each read a watch event or a
 * reconnect causes: the first change after {@code start()} is the first call (the value {@code start()}
 * reads is not one), a write of one's own is told once its watch event comes back, and a reconnect tells
 * the value read then even if it did not change (a change made while cut off fired no watch here).
 *
 * <p>Threads (the recipes' concurrency model, no lock): the value held is one immutable {@link Cell},
 * replaced only by a newer value, so any thread reads it and a caller's own write is seen when
 * {@code setValue} returns. What listeners are told is decided by tasks on the value's serial executor
 * (replies and watch events hand them over from the client's event thread), so they hear values and states
 * in the order the reads completed; each listener is then called on its executor (the common pool unless
 * given), one call at a time, in order, never under a lock.
 */
public class SharedValue implements Closeable, SharedValueReader {

    private static final System.Logger LOG = System.getLogger(SharedValue.class.getName());
    private static final long NO_ZXID = -1;
    private static final int UNINITIALIZED_VERSION = -1;

    private final ZkClient client;
    private final String path;
    private final byte[] seedValue;
    private final Lifecycle lifecycle = new Lifecycle();
    private final Cell<VersionedValue<byte[]>> currentValue;
    private final Listeners<SharedValueListener> listeners;
    /** Where listeners are told, in the order reads complete (see the class comment). */
    private final SerialExecutor serial = new SerialExecutor();
    private final Watcher watcher;
    private final ConnectionStateListener connectionListener = this::onConnectionState;

    /**
     * @param path      the value's node
     * @param seedValue the value written by {@link #start()} if the node does not exist yet
     */
    public SharedValue(ZkClient client, String path, byte[] seedValue) {
        this(client, path, seedValue, null);
    }

    /** With {@code watcher} in place of the value's own (tests: a watcher that ignores every event). */
    SharedValue(ZkClient client, String path, byte[] seedValue, Watcher watcher) {
        this.client = Objects.requireNonNull(client, "client");
        this.path = ZPaths.validate(path);
        this.seedValue = Objects.requireNonNull(seedValue, "seedValue (use an empty array for no data)").clone();
        this.watcher = watcher != null ? watcher : this::onWatchEvent;
        this.listeners = new Listeners<>("the shared value " + path);
        this.currentValue = new Cell<>(new VersionedValue<>(NO_ZXID, UNINITIALIZED_VERSION,
                this.seedValue.clone()));
    }

    @Override
    public byte[] getValue() {
        return currentValue.read().getValue().clone();
    }

    @Override
    public VersionedValue<byte[]> getVersionedValue() {
        return currentValue.read().mapValue(byte[]::clone);
    }

    @Override
    public Listenable<SharedValueListener> getListenable() {
        return listeners;
    }

    /**
     * Writes the value whatever it is now. A later {@link #getValue()} returns this value or a newer one
     * (this process's or another's).
     */
    public void setValue(byte[] newValue) throws Exception {
        requireStarted();
        byte[] copy = newValue.clone();
        Stat stat = client.setData().forPath(path, copy);
        keepIfNewer(stat.mzxid(), stat.version(), copy);
    }

    /**
     * Writes the value only if the node is still at {@code previous} (same mzxid and value as last seen
     * here, and same data version on the server); otherwise returns false, having read the current value
     * if the server refused the write. Get {@code previous} from {@link #getVersionedValue()}.
     *
     * @throws IllegalTrySetVersionException if {@code previous} has data version -1 (wrapped around)
     */
    public boolean trySetValue(VersionedValue<byte[]> previous, byte[] newValue) throws Exception {
        requireStarted();
        VersionedValue<byte[]> current = currentValue.read();
        if (previous.getZxid() != current.getZxid() || !Arrays.equals(previous.getValue(), current.getValue())) {
            return false;
        }
        if (previous.getVersion() == -1) {
            throw new IllegalTrySetVersionException();
        }
        byte[] copy = newValue.clone();
        try {
            Stat stat = client.setData().withVersion(previous.getVersion()).forPath(path, copy);
            keepIfNewer(stat.mzxid(), stat.version(), copy);
            return true;
        } catch (KeeperException.BadVersionException changedMeanwhile) {
            readValue();
            return false;
        }
    }

    /**
     * Curator's deprecated form: {@link #trySetValue(VersionedValue, byte[])} with the last value seen here.
     *
     * @deprecated races with changes this process has not seen yet; pass the value you read instead
     */
    @Deprecated
    public boolean trySetValue(byte[] newValue) throws Exception {
        return trySetValue(currentValue.read(), newValue);
    }

    /** Creates the node with the seed value if it is missing, then reads it and watches it. Once only. */
    public void start() throws Exception {
        if (!lifecycle.start()) {
            throw new IllegalStateException("shared value " + path + " cannot be started more than once (it is "
                    + lifecycle.phase() + "): make a new one");
        }
        client.addConnectionStateListener(connectionListener);
        try {
            client.create().creatingParentContainersIfNeeded().forPath(path, seedValue);
        } catch (KeeperException.NodeExistsException alreadyThere) {
            // someone seeded it first: read theirs
        }
        readValue(); // the starting value is no change: listeners hear of none, as in Curator
    }

    /** Stops watching and calling listeners; the node stays. */
    @Override
    public void close() {
        if (lifecycle.closeFromAnyPhase()) {
            client.removeConnectionStateListener(connectionListener);
            // local only, as Curator's: nothing to send, and a watch that fired already is simply absent
            try {
                client.async().removeWatches(path, watcher, WatcherType.Data, true);
            } catch (IllegalStateException clientClosedFirst) {
                // a closed client holds no watches
            }
        }
        listeners.clear();
    }

    @Override
    public String toString() {
        return "SharedValue{" + path + ", " + currentValue.read() + '}';
    }

    String path() {
        return path;
    }

    private void requireStarted() {
        if (!lifecycle.isStarted()) {
            throw new IllegalStateException("shared value " + path + " is " + lifecycle.phase()
                    + ": call start() first (and not after close())");
        }
    }

    private void readValue() throws Exception {
        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] bytes = client.getData().storingStatIn(stat).usingWatcher(watcher).forPath(path);
        keepIfNewer(stat.get().mzxid(), stat.get().version(), bytes);
    }

    private void readValueAndNotifyListenersInBackground() {
        AtomicReference<Stat> stat = new AtomicReference<>();
        client.async().getData().storingStatIn(stat).usingWatcher(watcher).forPath(path)
                .whenComplete((bytes, failure) -> serial.execute(() -> {
                    if (!lifecycle.isStarted()) {
                        return;
                    }
                    if (failure != null) {
                        warnUnread(failure);
                        return;
                    }
                    keepIfNewer(stat.get().mzxid(), stat.get().version(), bytes);
                    notifyListeners();
                }));
    }

    private void warnUnread(Throwable failure) {
        if (ReplyFailures.isClientClosed(failure)) {
            return;
        }
        String what = ReplyFailures.isNoNode(failure)
                ? "its node was deleted: the value stays the last one seen until the node exists again and the"
                        + " client reconnects (or a new SharedValue is started)"
                : "it is read again at the next reconnect";
        LOG.log(System.Logger.Level.WARNING, "could not read the shared value " + path + ": " + what,
                ReplyFailures.unwrap(failure));
    }

    private void onWatchEvent(WatchedEvent event) {
        if (lifecycle.isStarted() && event.type() != EventType.None) {
            readValueAndNotifyListenersInBackground();
        }
    }

    private void onConnectionState(ZkClient c, ConnectionState newState) {
        serial.execute(() -> listeners.forEach(listener -> listener.stateChanged(c, newState)));
        // A change made while cut off fired no watch here. CONNECTED is the client's first connection: start()
        // read the value over it already (its event may still be on its way), so a read then would only tell
        // listeners the value start() read, which is not a change.
        if (newState.isConnected() && newState != ConnectionState.CONNECTED && lifecycle.isStarted()) {
            readValueAndNotifyListenersInBackground();
        }
    }

    /** Keeps the value if its mzxid is newer than the one held (the version wraps; the zxid does not). */
    private void keepIfNewer(long zxid, int version, byte[] bytes) {
        VersionedValue<byte[]> next = new VersionedValue<>(zxid, version, bytes == null ? new byte[0] : bytes);
        currentValue.replace(held -> held.getZxid() >= zxid ? held : next);
    }

    /** Tells every listener the value held now (never an older one than a listener was told before). */
    private void notifyListeners() {
        byte[] value = currentValue.read().getValue();
        listeners.forEach(listener -> listener.valueHasChanged(this, value.clone()));
    }
}
