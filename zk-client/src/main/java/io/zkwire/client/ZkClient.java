package io.zkwire.client;

import io.zkwire.client.builders.CreateBuilder;
import io.zkwire.client.builders.DeleteBuilder;
import io.zkwire.client.builders.ExistsBuilder;
import io.zkwire.client.builders.GetACLBuilder;
import io.zkwire.client.builders.GetChildrenBuilder;
import io.zkwire.client.builders.GetConfigBuilder;
import io.zkwire.client.builders.GetDataBuilder;
import io.zkwire.client.builders.ReconfigBuilder;
import io.zkwire.client.builders.SetACLBuilder;
import io.zkwire.client.builders.SetDataBuilder;
import io.zkwire.client.builders.TransactionBuilder;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpResult;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * A ZooKeeper client: one session at a time, kept alive across reconnects, replaced after expiry.
 *
 * <p>Built by {@link #builder()}, then {@link #start()}ed. Synchronous operations block the calling
 * thread and apply the client's {@link RetryPolicy} on connection loss, operation timeout and session
 * moved; {@link #async()} offers the same operations as {@code CompletableFuture}s without retries (except
 * a protected create's recovery: {@link io.zkwire.client.builders.CreateOptions#withProtection()}).
 *
 * <p>Failure modes: operations on a closed client throw {@link IllegalStateException}; invalid paths
 * throw {@link IllegalArgumentException} naming the offending character and index; a request larger
 * than the configured jute.maxbuffer ({@link ZkClientBuilder#maxBufferBytes}) is rejected with
 * {@link IllegalArgumentException} before anything is sent (a server would drop the connection);
 * server errors arrive as {@link KeeperException} subclasses, unknown codes preserved. When the client
 * itself raises a code (ConnectionLoss, SessionExpired, ...) the message says why, e.g.
 * {@code KeeperErrorCode = ConnectionLoss for /a: no connection to any of [127.0.0.1:2181] within
 * connectionTimeoutMs=15000; last attempt: 127.0.0.1:2181: cannot connect to 127.0.0.1:2181: Connection refused}.
 *
 * <h2>How long a synchronous call takes when servers are away</h2>
 * <ul>
 *   <li>A request made while there is no connection waits for one at most
 *       {@link ZkClientBuilder#connectionTimeoutMs connectionTimeoutMs}, then fails with ConnectionLoss
 *       ("no connection to any of [...] within connectionTimeoutMs=..."). That failure ends the call: it is
 *       not retried, since a retry could only wait again for the same servers.</li>
 *   <li>A request on a connection that dies fails with ConnectionLoss as soon as the client notices, at the
 *       latest after the read timeout (2/3 of the negotiated session timeout without a byte from the
 *       server).</li>
 *   <li>ConnectionLoss of a request in flight, OperationTimeout, SessionMoved and SessionExpired are retried
 *       as the {@link RetryPolicy} says: before retry {@code n} (from 0) the caller sleeps
 *       {@code retryDelayMs(n, elapsedMs)} and gives up when that is negative. Each retry again waits at
 *       most connectionTimeoutMs for a connection.</li>
 * </ul>
 * So while no server can be reached, every synchronous call fails after connectionTimeoutMs (plus a few
 * milliseconds), whatever the retry policy; {@link #async()} calls (never retried) fail the same way. A
 * call whose connection dies under it is retried as above, and ends at the first attempt that waited
 * connectionTimeoutMs for a connection in vain (or when the retry policy gives up). While the client cannot connect it logs a WARNING naming the hosts and the last
 * error (at the first failure, then at most every 30 s with a count) and an INFO once connected again.
 */
public interface ZkClient extends AutoCloseable {

    /** A builder with the defaults (Curator's: 60 s session, 15 s connection timeout); set the connect string. */
    static ZkClientBuilder builder() {
        return ZkClientBuilder.DEFAULTS;
    }

    /**
     * A builder holding this client's settings (OkHttp's {@code client.newBuilder()}): change some and build a
     * second client like this one, e.g. {@code client.newBuilder().namespace("other").build()}. This client
     * is not affected; the two share the objects given to the builder (retry policy, event loop group, ...).
     */
    default ZkClientBuilder newBuilder() {
        return ZkClientBuilder.of(settings());
    }

    /**
     * The settings this client was built with, as given to its builder: {@code settings().sessionTimeoutMs()}
     * is the timeout asked for ({@link #negotiatedSessionTimeoutMs()} the one granted), and
     * {@code settings().namespace()} the namespace without the chroot ({@link #namespace()} has both).
     */
    ZkClientSettings settings();

    /** Starts connecting in the background; returns at once. */
    void start();

    /**
     * Waits until connected: true as soon as a session is established (or resumed), false when the time
     * runs out, whatever the connection does meanwhile (refused, silent, resolving).
     */
    boolean blockUntilConnected(long time, TimeUnit unit) throws InterruptedException;

    /**
     * Waits until connected, with no time limit (Curator's no-argument form). Ends only when connected,
     * on an interrupt, or with {@link IllegalStateException} once the client is closed (noticed within a
     * second). Prefer the timed form.
     */
    void blockUntilConnected() throws InterruptedException;

    /**
     * Waits for {@code delete().guaranteed()} calls still under way (unanswered, waiting for a connection, or
     * retried in the background; none: no wait), then sends closeSession if connected and waits for its reply,
     * both waits together at most connectionTimeoutMs; then fails everything pending and releases threads.
     * Idempotent. The first wait is what
     * lets a delete made just before close() reach the server: a persistent node's delete would otherwise be
     * dropped, and so would an ephemeral node's while there is no connection to send closeSession on (the node
     * would then stay until the session expires). A WARNING names the deletes still under way at the bound.
     */
    @Override
    void close();

    /** Creates a node: options, then {@code forPath}; returns the created path (sequence included). */
    CreateBuilder create();

    /** Deletes a node: options, then {@code forPath}. */
    DeleteBuilder delete();

    /** The node's Stat, or null if it does not exist (a watch may be left either way). */
    ExistsBuilder checkExists();

    /** The node's data (and Stat), optionally leaving a watch. */
    GetDataBuilder getData();

    /** Reads the ensemble's configuration, outside any chroot (Curator's {@code getConfig()}). */
    GetConfigBuilder getConfig();

    /** Changes the ensemble's membership (Curator's {@code reconfig()}). */
    ReconfigBuilder reconfig();

    /** Sets a node's data, optionally at a version; returns the new Stat. */
    SetDataBuilder setData();

    /** The names of a node's children (unsorted, as the server sends them), optionally leaving a watch. */
    GetChildrenBuilder getChildren();

    /** A node's ACL (and Stat). */
    GetACLBuilder getACL();

    /** Sets a node's ACL, optionally at an ACL version. */
    SetACLBuilder setACL();

    /** An all-or-nothing multi; {@code commit()} returns per-op results. */
    TransactionBuilder transaction();

    /** Makes the connected server catch up with the leader for this path; returns the path. */
    String sync(String path) throws KeeperException, InterruptedException;

    /** Reads several nodes in one request (3.6+); each op succeeds or fails on its own. */
    List<OpResult> multiRead(List<ReadOp> ops) throws KeeperException, InterruptedException;

    /** This session's ephemeral nodes under a prefix (3.6+); full server paths, as the official client. */
    List<String> getEphemerals(String prefixPath) throws KeeperException, InterruptedException;

    /** Number of all descendants of a node (3.6+). */
    int getAllChildrenNumber(String path) throws KeeperException, InterruptedException;

    /** Adds a persistent (or persistent recursive) watch (3.6+); it survives reconnects. */
    void addWatch(String path, Watcher watcher, AddWatchMode mode) throws KeeperException, InterruptedException;

    /**
     * Removes one watcher, as ZooKeeper's client does: the server is asked first (checkWatches, which leaves
     * the server's watch in place), waiting for a connection like any call; then the watcher is removed here
     * and gets a DataWatchRemoved, ChildWatchRemoved or PersistentWatchRemoved event. NoWatcherException if
     * this client holds no such watcher. A server error fails the call, unless {@code local}: then the
     * watcher is removed here whatever the server said (say, when it cannot be reached).
     */
    void removeWatches(String path, Watcher watcher, WatcherType type, boolean local)
            throws KeeperException, InterruptedException;

    /**
     * Removes every watcher of a type on a path: the server drops its watches (removeWatches), even when
     * {@code local} or when this client holds none (then NoWatcherException follows); the rest is as
     * {@link #removeWatches}.
     */
    void removeAllWatches(String path, WatcherType type, boolean local) throws KeeperException, InterruptedException;

    /** The identities the server associates with this session (3.7+). */
    List<ClientInfo> whoAmI() throws KeeperException, InterruptedException;

    /** Adds credentials now and after every reconnect (e.g. {@code "digest", "user:pw"}). */
    void addAuth(String scheme, byte[] auth) throws KeeperException, InterruptedException;

    /** The same operations, asynchronous, without retries (a protected create recovers on its own). */
    AsyncZkClient async();

    /** Listener callbacks run on the client's event thread, in order with watch events and async results. */
    void addConnectionStateListener(ConnectionStateListener listener);

    /**
     * Listener callbacks run on {@code executor} instead of the client's event thread. The state is handed to
     * {@code executor} the moment the client decides it, not queued behind watchers and callbacks on the event
     * thread: user code that keeps the event thread busy cannot delay a LOST for this listener. An executor
     * that runs the task at once ({@code Runnable::run}) runs it on the client's I/O thread, which other clients
     * may share, so it must be quick and must not block (set a flag, complete a future).
     */
    void addConnectionStateListener(ConnectionStateListener listener, Executor executor);

    /** Stops calling {@code listener} (added with either form); unknown listeners are ignored. */
    void removeConnectionStateListener(ConnectionStateListener listener);

    /**
     * Which connection states the recipes treat as a loss of leadership (Curator's
     * {@code getConnectionStateErrorPolicy()}); {@link StandardConnectionStateErrorPolicy} unless the builder
     * was given another.
     */
    ConnectionStateErrorPolicy connectionStateErrorPolicy();

    /** True while a server connection with a live session is up. */
    boolean isConnected();

    /**
     * Takes {@code connectString}'s servers for every later connection attempt (ZooKeeper's
     * {@code updateServerList}). As there, a connected session may move at once, so that sessions spread over
     * the new list: always if its server left the list, with probability 1 − old size / new size if the list
     * grew; the move is a reconnect of the same session. The chroot stays: the new string may repeat it or leave
     * it out, and another chroot is refused with IllegalArgumentException.
     */
    void updateServerList(String connectString);

    /**
     * The connect string the client reconnects with: the builder's, or the latest given to
     * {@link #updateServerList} or found by {@link ZkClientBuilder#ensembleTracker}, chroot included.
     */
    String currentConnectionString();

    /** The current session id, 0 before the first handshake. Changes after an expiry. */
    long sessionId();

    /**
     * A copy of the current session's password (16 bytes; zeros before the first handshake). With
     * {@link #sessionId()} it lets a new client rejoin the session ({@link ZkClientBuilder#rejoinSession}), or
     * a test expire it from another connection, as Curator's KillSession does. A secret.
     */
    byte[] sessionPassword();

    /** The session timeout the server granted, or the requested one before the first handshake. */
    int negotiatedSessionTimeoutMs();

    /** The client-side path prefix (chroot from the connect string plus namespace), "" if none. */
    String namespace();

    /**
     * A view of this client under another namespace (Curator's {@code usingNamespace}): the same session, so
     * ephemeral nodes, locks and watches made through it belong to this client's session. The namespace is
     * relative to the connect string's chroot, not to this client's namespace; null or "" means none. The
     * view's {@link #start()} and {@link #close()} throw {@link UnsupportedOperationException}: start and
     * close the client the view came from. Views of one namespace are one object.
     *
     * @throws IllegalArgumentException if the namespace is not a valid path below the chroot
     */
    ZkClient usingNamespace(String namespace);

    /** A view of this client without a namespace (Curator's {@code nonNamespaceView()}). */
    default ZkClient nonNamespaceView() {
        return usingNamespace(null);
    }

    /**
     * Where to hear of failures that no caller receives (Curator's {@code getUnhandledErrorListenable()}): a
     * watcher, connection-state listener or {@link ClientMetricsListener} that threw, a guaranteed delete given
     * up in the background. A view shares its client's listeners.
     */
    UnhandledErrorListenable getUnhandledErrorListenable();

    /** LATENT before {@link #start()}, STARTED after it, STOPPED once closed; a view reports its client's. */
    ZkClientState getState();

    /** True between {@link #start()} and {@link #close()} (Curator's {@code isStarted()}). */
    default boolean isStarted() {
        return getState() == ZkClientState.STARTED;
    }
}
