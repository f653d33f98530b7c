package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.io.Closeable;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Curator's {@code SharedCount}: an integer shared by every process that uses the path, built as Curator
 * builds it on a {@link SharedValue} whose bytes are the count as 4 big-endian bytes, so zkwire and
 * Curator processes read and change the same count.
 *
 * <p>{@link #start()} creates the node with the seed value unless it exists, then reads it and keeps
 * reading it through a data watch; {@link #getCount()} answers from memory and never goes back to an
 * older count. {@link #setCount(int)} overwrites, {@link #trySetCount(VersionedValue, int)} writes only if
 * nobody changed the count since that value was read (optimistic, as Curator's). Listeners hear what
 * {@link SharedValue}'s hear: the count after each change or reconnect, not the count {@code start()} reads.
 *
 * <p>Threads: as {@link SharedValue}'s; each listener is called on its executor (the common pool unless
 * given), one call at a time, in order.
 */
public class SharedCount implements Closeable, SharedCountReader {

    private final Map<SharedCountListener, SharedValueListener> listeners = new ConcurrentHashMap<>();
    private final SharedValue sharedValue;

    /**
     * @param path      the count node
     * @param seedValue the count written by {@link #start()} if the node does not exist yet
     */
    public SharedCount(ZkClient client, String path, int seedValue) {
        this(new SharedValue(client, path, toBytes(seedValue)));
    }

    /** On {@code sharedValue} (tests: one with a watcher of their own). */
    SharedCount(SharedValue sharedValue) {
        this.sharedValue = sharedValue;
    }

    /**
     * Creates the node with the seed value if it is missing, then reads it and watches it. Once only.
     *
     * @throws IllegalStateException if the node holds something other than a 4-byte count
     */
    public void start() throws Exception {
        sharedValue.start();
        try {
            getCount();
        } catch (IllegalStateException notACount) {
            sharedValue.close();
            throw notACount;
        }
    }

    /** Stops watching and calling listeners; the node stays. */
    @Override
    public void close() {
        sharedValue.close();
    }

    @Override
    public int getCount() {
        return fromBytes(sharedValue.getValue());
    }

    @Override
    public VersionedValue<Integer> getVersionedValue() {
        return sharedValue.getVersionedValue().mapValue(this::fromBytes);
    }

    /**
     * Writes the count whatever it is now. A later {@link #getCount()} returns this count or a newer one
     * (this process's or another's).
     */
    public void setCount(int newCount) throws Exception {
        sharedValue.setValue(toBytes(newCount));
    }

    /**
     * Writes the count only if the node is still at {@code previous} (same mzxid and count as last seen
     * here, and same data version on the server); otherwise returns false, having read the current count
     * if the server refused the write. Get {@code previous} from {@link #getVersionedValue()}.
     *
     * @throws IllegalTrySetVersionException if {@code previous} has data version -1 (wrapped around)
     */
    public boolean trySetCount(VersionedValue<Integer> previous, int newCount) throws Exception {
        return sharedValue.trySetValue(previous.mapValue(SharedCount::toBytes), toBytes(newCount));
    }

    /**
     * Curator's deprecated form: {@link #trySetCount(VersionedValue, int)} with the last value seen here.
     *
     * @deprecated races with changes this process has not seen yet; pass the value you read instead
     */
    @Deprecated
    public boolean trySetCount(int newCount) throws Exception {
        return sharedValue.trySetValue(toBytes(newCount));
    }

    @Override
    public void addListener(SharedCountListener listener) {
        addListener(listener, RecipeThreads.callbacks());
    }

    @Override
    public void addListener(SharedCountListener listener, Executor executor) {
        SharedValueListener asValueListener = new SharedValueListener() {
            @Override
            public void valueHasChanged(SharedValueReader value, byte[] newValue) throws Exception {
                listener.countHasChanged(SharedCount.this, fromBytes(newValue));
            }

            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
                listener.stateChanged(client, newState);
            }
        };
        SharedValueListener replaced = listeners.put(listener, asValueListener);
        if (replaced != null) {
            sharedValue.getListenable().removeListener(replaced);
        }
        sharedValue.getListenable().addListener(asValueListener, executor);
    }

    @Override
    public void removeListener(SharedCountListener listener) {
        SharedValueListener asValueListener = listeners.remove(listener);
        if (asValueListener != null) {
            sharedValue.getListenable().removeListener(asValueListener);
        }
    }

    @Override
    public String toString() {
        return "SharedCount{" + sharedValue.path() + ", " + sharedValue.getVersionedValue() + '}';
    }

    private int fromBytes(byte[] bytes) {
        if (bytes.length != Integer.BYTES) {
            throw new IllegalStateException("shared count node " + sharedValue.path() + " holds " + bytes.length
                    + " bytes, not a 4-byte big-endian count: it is used by something else; pick another path");
        }
        return ByteBuffer.wrap(bytes).getInt();
    }

    static byte[] toBytes(int count) {
        return ByteBuffer.allocate(Integer.BYTES).putInt(count).array();
    }
}
