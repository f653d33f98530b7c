package io.zkwire.client.internal;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.ConnectionStateErrorPolicy;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ReadOp;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientSettings;
import io.zkwire.client.ZkClientState;
import io.zkwire.client.UnhandledErrorListenable;
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
import io.zkwire.client.internal.builders.AclBuilders;
import io.zkwire.client.internal.builders.ClientCore;
import io.zkwire.client.internal.builders.Compression;
import io.zkwire.client.internal.builders.CreateBuilders;
import io.zkwire.client.internal.builders.DeleteBuilders;
import io.zkwire.client.internal.builders.ExistsBuilders;
import io.zkwire.client.internal.builders.GetChildrenBuilders;
import io.zkwire.client.internal.builders.GetConfigBuilders;
import io.zkwire.client.internal.builders.GetDataBuilders;
import io.zkwire.client.internal.builders.ReconfigBuilders;
import io.zkwire.client.internal.builders.SetDataBuilders;
import io.zkwire.client.internal.builders.TransactionBuilders;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.client.internal.config.ClientConfig;
import io.zkwire.client.internal.ensemble.EnsembleTracker;
import io.zkwire.client.internal.ops.GuaranteedDeletes;
import io.zkwire.client.internal.ops.Invoker;
import io.zkwire.client.internal.ops.MultiOperations;
import io.zkwire.client.internal.ops.NamespaceNodes;
import io.zkwire.client.internal.ops.Operations;
import io.zkwire.client.internal.ops.TreeOperations;
import io.zkwire.client.internal.session.SessionTimers;
import io.zkwire.client.internal.session.ZkSession;
import io.zkwire.client.internal.watch.EventDispatcher;
import io.zkwire.client.internal.watch.StateListeners;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpResult;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The ZkClient: wiring, lifecycle and the synchronous API (each call = async core + bounded wait + retries). */
public final class DefaultZkClient implements ZkClient {

    private static final System.Logger LOG = System.getLogger(DefaultZkClient.class.getName());
    /** Extra time close() allows beyond the closeSession wait, for the channel and threads to wind down. */
    private static final long CLOSE_SLACK_MS = 2000;

    private final ClientConfig config;
    private final EventLoopGroup ownGroup; // made for this client (a thread factory was given)
    private final EventLoopGroup sharedGroup; // SharedEventLoop's, released on close
    private final EventDispatcher dispatcher;
    private final StateListeners listeners;
    private final ZkSession session;
    private final ClientCore core;
    private final AsyncZkClient async;
    private final DefaultZkClient base; // the client whose session a namespace view uses; this if not a view
    private final Map<String, DefaultZkClient> views; // the base's, by namespace
    private volatile String connectionString;


    DefaultZkClient(ClientConfig config) {
        this.config = config;
        ZkClientSettings settings = config.settings();
        EventLoopGroup group = settings.eventLoopGroup();
        if (group != null && !(group instanceof NioEventLoopGroup)) {
            throw new IllegalArgumentException("eventLoopGroup must be a NioEventLoopGroup (the client uses NIO"
                    + " socket channels), was " + group.getClass().getName());
        }
        ThreadFactory threads = settings.threadFactory();
        this.dispatcher = new EventDispatcher(threads);
        this.listeners = new StateListeners(dispatcher, dispatcher.errors());
        this.ownGroup = group == null && threads != null ? new NioEventLoopGroup(1, threads) : null;
        this.sharedGroup = group == null && threads == null ? SharedEventLoop.acquire() : null;
        EventLoopGroup used = group != null ? group : ownGroup != null ? ownGroup : sharedGroup;
        this.session = new ZkSession(config, used.next(), dispatcher, listeners);
        this.core = coreFor(config.chroot(), new GuaranteedDeletes(session));
        this.async = new DefaultAsyncZkClient(core);
        this.base = this;
        this.views = new ConcurrentHashMap<>();
        listeners.bind(this, settings.connectionStateListenerManagerFactory());
        this.connectionString = settings.connectString();
        if (settings.ensembleTracker()) {
            listeners.add(new EnsembleTracker(core.ops(), this::updateServerList), null);
        }
    }

    /** A namespace view: everything but the path prefix is the base client's. */
    private DefaultZkClient(DefaultZkClient base, Chroot chroot) {
        this.config = base.config;
        this.ownGroup = null;
        this.sharedGroup = null;
        this.dispatcher = base.dispatcher;
        this.listeners = base.listeners;
        this.session = base.session;
        this.core = base.coreFor(chroot, base.core.guaranteedDeletes());
        this.async = new DefaultAsyncZkClient(core);
        this.base = base;
        this.views = base.views;
    }

    private ClientCore coreFor(Chroot chroot, GuaranteedDeletes guaranteedDeletes) {
        ZkClientSettings settings = config.settings();
        Operations ops = new Operations(session, chroot, settings.maxBufferBytes(), settings.aclProvider());
        return new ClientCore(ops, new TreeOperations(ops), new MultiOperations(ops),
                new Invoker(session, new NamespaceNodes(ops), settings.retryPolicy(), settings.connectionTimeoutMs()),
                guaranteedDeletes, new Compression(settings.compressionProvider(), settings.compressionEnabled()));
    }

    private boolean isView() {
        return base != this;
    }

    private void refuseOnView(String what) {
        if (isView()) {
            throw new UnsupportedOperationException(what + "() is not supported on a namespace view (namespace \""
                    + core.ops().chroot().namespace() + "\"); " + what + " the client it came from");
        }
    }

    @Override
    public ZkClient usingNamespace(String namespace) {
        Chroot chroot = config.chroot().withNamespace(namespace);
        if (chroot.equals(base.config.chroot())) {
            return base;
        }
        return views.computeIfAbsent(chroot.namespace(), ns -> new DefaultZkClient(base, chroot));
    }

    @Override
    public UnhandledErrorListenable getUnhandledErrorListenable() {
        return dispatcher.errors();
    }

    @Override
    public ZkClientState getState() {
        return session.isCloseRequested() ? ZkClientState.STOPPED
                : session.isStarted() ? ZkClientState.STARTED : ZkClientState.LATENT;
    }

    @Override
    public void start() {
        refuseOnView("start");
        session.start();
    }

    @Override
    public boolean blockUntilConnected(long time, TimeUnit unit) throws InterruptedException {
        return session.awaitConnected(time, unit);
    }

    @Override
    public void blockUntilConnected() throws InterruptedException {
        while (!session.awaitConnected(1, TimeUnit.SECONDS)) {
            if (session.isCloseRequested()) {
                throw new IllegalStateException("client closed while blockUntilConnected() waited; nothing to wait for");
            }
        }
    }

    @Override
    public void close() {
        refuseOnView("close");
        if (session.isCloseRequested()) {
            return;
        }
        // One bound for the whole close: the flush and the closeSession's reply share connectionTimeoutMs.
        long budgetMs = config.settings().connectionTimeoutMs();
        long startNanos = System.nanoTime();
        flushGuaranteedDeletes(budgetMs);
        core.guaranteedDeletes().closed();
        long leftMs = Math.max(0, budgetMs - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos));
        long waitMs = Math.min(leftMs, SessionTimers.readTimeoutMs(session.negotiatedTimeoutMs()));
        try {
            session.close(waitMs).get(waitMs + CLOSE_SLACK_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.log(Level.WARNING, "closing the session did not finish cleanly", e);
        }
        dispatcher.shutdown(CLOSE_SLACK_MS);
        if (ownGroup != null) {
            ownGroup.shutdownGracefully(0, CLOSE_SLACK_MS, TimeUnit.MILLISECONDS);
        }
        if (sharedGroup != null) {
            SharedEventLoop.release(sharedGroup, CLOSE_SLACK_MS);
        }
    }

    /**
     * Waits, at most {@code timeoutMs}, for guaranteed deletes still under way (one made while reconnecting,
     * say): closing drops them, and closeSession would not help a persistent node, nor an ephemeral one while
     * there is no connection to send it on.
     */
    private void flushGuaranteedDeletes(long timeoutMs) {
        try {
            List<String> left = core.guaranteedDeletes().flush(timeoutMs);
            if (!left.isEmpty()) {
                LOG.log(Level.WARNING, "closing with {0} guaranteed delete(s) not done within"
                        + " connectionTimeoutMs={1}: {2}; a persistent node among them stays, an ephemeral one goes"
                        + " when its session ends (at once if the closeSession that follows reaches the server)",
                        left.size(), String.valueOf(timeoutMs), left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // close anyway, without waiting for them
        }
    }

    @Override
    public CreateBuilder create() {
        return new CreateBuilders.Sync(core);
    }

    @Override
    public DeleteBuilder delete() {
        return new DeleteBuilders.Sync(core);
    }

    @Override
    public ExistsBuilder checkExists() {
        return new ExistsBuilders.Sync(core);
    }

    @Override
    public GetDataBuilder getData() {
        return new GetDataBuilders.Sync(core);
    }

    @Override
    public GetConfigBuilder getConfig() {
        return new GetConfigBuilders.Sync(core);
    }

    @Override
    public ReconfigBuilder reconfig() {
        return new ReconfigBuilders.Sync(core);
    }

    @Override
    public SetDataBuilder setData() {
        return new SetDataBuilders.Sync(core);
    }

    @Override
    public GetChildrenBuilder getChildren() {
        return new GetChildrenBuilders.Sync(core);
    }

    @Override
    public GetACLBuilder getACL() {
        return new AclBuilders.SyncGet(core);
    }

    @Override
    public SetACLBuilder setACL() {
        return new AclBuilders.SyncSet(core);
    }

    @Override
    public TransactionBuilder transaction() {
        return new TransactionBuilders.Sync(core);
    }

    @Override
    public String sync(String path) throws KeeperException, InterruptedException {
        return core.invoker().sync(() -> core.ops().sync(path));
    }

    @Override
    public List<OpResult> multiRead(List<ReadOp> ops) throws KeeperException, InterruptedException {
        return core.invoker().sync(() -> core.multi().read(ops));
    }

    @Override
    public List<String> getEphemerals(String prefixPath) throws KeeperException, InterruptedException {
        return core.invoker().sync(() -> core.ops().getEphemerals(prefixPath));
    }

    @Override
    public int getAllChildrenNumber(String path) throws KeeperException, InterruptedException {
        return core.invoker().sync(() -> core.ops().getAllChildrenNumber(path));
    }

    @Override
    public void addWatch(String path, Watcher watcher, AddWatchMode mode) throws KeeperException, InterruptedException {
        core.invoker().sync(() -> core.ops().addWatch(path, watcher, mode));
    }

    @Override
    public void removeWatches(String path, Watcher watcher, WatcherType type, boolean local)
            throws KeeperException, InterruptedException {
        Objects.requireNonNull(watcher, "watcher (use removeAllWatches to remove every watcher)");
        core.invoker().sync(() -> core.ops().removeWatches(path, watcher, type, local));
    }

    @Override
    public void removeAllWatches(String path, WatcherType type, boolean local) throws KeeperException, InterruptedException {
        core.invoker().sync(() -> core.ops().removeAllWatches(path, type, local));
    }

    @Override
    public List<ClientInfo> whoAmI() throws KeeperException, InterruptedException {
        return core.invoker().sync(() -> core.ops().whoAmI());
    }

    @Override
    public void addAuth(String scheme, byte[] auth) throws KeeperException, InterruptedException {
        core.invoker().sync(() -> core.ops().addAuth(scheme, auth));
    }

    @Override
    public AsyncZkClient async() {
        return async;
    }

    @Override
    public ZkClientSettings settings() {
        if (isView()) {
            return base.newBuilder().namespace(core.ops().chroot().namespace()).settings();
        }
        return config.settings();
    }

    @Override
    public ConnectionStateErrorPolicy connectionStateErrorPolicy() {
        return config.settings().connectionStateErrorPolicy();
    }

    @Override
    public void addConnectionStateListener(ConnectionStateListener listener) {
        listeners.add(listener, null);
    }

    @Override
    public void addConnectionStateListener(ConnectionStateListener listener, Executor executor) {
        listeners.add(listener, Objects.requireNonNull(executor, "executor"));
    }

    @Override
    public void removeConnectionStateListener(ConnectionStateListener listener) {
        listeners.remove(listener);
    }

    @Override
    public boolean isConnected() {
        return session.isConnected();
    }

    @Override
    public void updateServerList(String connectString) {
        base.replaceServers(connectString);
    }

    private synchronized void replaceServers(String connectString) {
        session.serversChanged(config.serversOf(connectString));
        connectionString = config.withChroot(connectString);
    }

    @Override
    public String currentConnectionString() {
        return base.connectionString;
    }

    @Override
    public long sessionId() {
        return session.sessionId();
    }

    @Override
    public byte[] sessionPassword() {
        return session.sessionPassword();
    }

    @Override
    public int negotiatedSessionTimeoutMs() {
        return session.negotiatedTimeoutMs();
    }

    @Override
    public String namespace() {
        return core.ops().chroot().prefix();
    }
}
