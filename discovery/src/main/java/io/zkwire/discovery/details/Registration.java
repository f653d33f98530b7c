// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.client.ZkClient;
import io.zkwire.client.builders.CreateOptions;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.NodeCache;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One registered instance: a node at {@code basePath/name/id}, created once and deleted once, as Curator does
 * (a cycle is two requests; nothing watches the node). It is created again only when the session that owns it
 * is gone ({@link #reconnected()}), and one create is in flight at a time, so the node exists once. A node
 * left by another session is deleted (at the version read) and created anew, so readers never keep it.
 * A sequential instance uses the client's protected create: its node name gets a {@code _c_<uuid>-} prefix.
 */
final class Registration<T> {

    private static final System.Logger LOG = System.getLogger(Registration.class.getName());
    /** A create that failed in a way a retry may fix is sent again after this pause (or at a reconnect). */
    private static final Executor RETRY = CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS);

    private final ZkClient client;
    private final InstanceSerializer<T> serializer;
    private final String basePath;
    private final CreateMode mode;
    private final CompletableFuture<String> firstCreate = new CompletableFuture<>();
    private volatile ServiceInstance<T> instance;
    private volatile NodeCache watch;
    /** The fields below are guarded by {@code this}. */
    private byte[] data;
    /** The node's actual path; null before the first create and after close. */
    private String path;
    /** The session that owns the node (0: persistent). */
    private long owner;
    private boolean creating;
    private boolean closed;

    Registration(ZkClient client, InstanceSerializer<T> serializer, String path, ServiceInstance<T> instance)
            throws Exception {
        this.client = client;
        this.serializer = serializer;
        this.basePath = path;
        this.instance = instance;
        this.mode = modeOf(instance);
        this.data = serializer.serialize(instance);
    }

    private static CreateMode modeOf(ServiceInstance<?> instance) {
        if (instance.getServiceType() == null) {
            throw new IllegalArgumentException("service type of " + instance.getId() + " is null: set one, e.g."
                    + " ServiceType.DYNAMIC");
        }
        return switch (instance.getServiceType()) {
            case DYNAMIC -> CreateMode.EPHEMERAL;
            case DYNAMIC_SEQUENTIAL -> CreateMode.EPHEMERAL_SEQUENTIAL;
            default -> CreateMode.PERSISTENT;
        };
    }

    ServiceInstance<T> instance() {
        return instance;
    }

    /**
     * Creates the node on the caller's thread (the common case costs no thread handoff); true once the node
     * exists within the client's connection timeout (false: it goes on in the background). Throws what no
     * retry fixes (e.g. NoAuth).
     */
    boolean start() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(client.settings().connectionTimeoutMs());
        byte[] bytes;
        synchronized (this) {
            if (closed || creating) { // a reconnect sent the create already
                return awaitFirstCreate(Math.max(0, deadline - System.nanoTime()));
            }
            creating = true;
            bytes = data;
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        try {
            String made = options(client.create(), null, stat).forPath(basePath, bytes);
            created(null, made, stat.get(), bytes, null);
        } catch (KeeperException | RuntimeException e) {
            created(null, null, null, bytes, e);
        } catch (InterruptedException e) {
            again(); // the create may have gone out: the background finds or makes the node
            throw e;
        }
        return awaitFirstCreate(Math.max(0, deadline - System.nanoTime()));
    }

    private boolean awaitFirstCreate(long nanos) throws Exception {
        try {
            firstCreate.get(nanos, TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** The client is connected again: creates the node anew if the session that owned it is gone. */
    void reconnected() {
        boolean gone;
        synchronized (this) {
            gone = path == null || (mode.isEphemeral() && owner != client.sessionId());
        }
        if (gone) {
            send();
        }
    }

    /** Writes {@code newInstance} now and into every recreation; returns once the server applied it. */
    void update(ServiceInstance<T> newInstance) throws Exception {
        byte[] bytes = serializer.serialize(newInstance);
        synchronized (this) {
            data = bytes;
        }
        if (!awaitFirstCreate(TimeUnit.MILLISECONDS.toNanos(client.settings().connectionTimeoutMs()))) {
            throw new IllegalStateException("the instance " + newInstance.getId() + " is not registered yet"
                    + " (no connection?): try the update again once connected");
        }
        instance = newInstance;
        String at = actualPath();
        try {
            client.setData().forPath(at, bytes);
        } catch (KeeperException.NoNodeException e) {
            LOG.log(System.Logger.Level.DEBUG, at + " is gone with its session; it is created with the new data");
        }
    }

    private synchronized String actualPath() {
        if (path == null) {
            throw new IllegalStateException("the instance " + instance.getId() + " is unregistered: register it");
        }
        return path;
    }

    /** Reads changes others make to the node back into {@link #instance()}. */
    void watch(Consumer<String> onUndecodable) throws Exception {
        NodeCache cache = new NodeCache(client, actualPath());
        cache.getListenable().addListener(() -> readBack(cache, onUndecodable));
        cache.start();
        watch = cache;
    }

    private void readBack(NodeCache cache, Consumer<String> onUndecodable) {
        ChildData read = cache.getCurrentData();
        if (read == null || read.getData() == null) {
            return;
        }
        try {
            instance = serializer.deserialize(read.getData());
        } catch (Exception e) {
            onUndecodable.accept(read.getPath());
        }
    }

    /**
     * Stops the watch and sends the node's delete, without waiting for the reply: the client's guaranteed delete
     * retries a failed one in the background, and every request this client sends later comes after it.
     * The future is the first attempt's outcome.
     */
    CompletableFuture<Void> close() {
        String at;
        synchronized (this) {
            if (closed) {
                return CompletableFuture.completedFuture(null);
            }
            closed = true;
            at = path;
            path = null;
        }
        NodeCache cache = watch;
        if (cache != null) {
            ServiceDiscoveryImpl.closeQuietly(cache);
        }
        if (!firstCreate.isDone()) {
            firstCreate.completeExceptionally(new IllegalStateException("unregistered before the node was created"));
        }
        LOG.log(System.Logger.Level.DEBUG, () -> "unregistering " + instance.getId());
        return at == null ? CompletableFuture.completedFuture(null) : delete(at);
    }

    /** Sends a create unless one is in flight: the first at the base path, later ones at the actual path. */
    private void send() {
        String at;
        byte[] bytes;
        synchronized (this) {
            if (closed || creating) {
                return;
            }
            creating = true;
            at = path;
            bytes = data;
        }
        AtomicReference<Stat> stat = new AtomicReference<>();
        call(() -> options(client.async().create(), at, stat).forPath(at == null ? basePath : at, bytes))
                .whenComplete((made, failure) -> created(at, made, stat.get(), bytes, failure));
    }

    /** A recreation goes to the actual path without sequence or new prefix, so a repeat meets NodeExists. */
    private <S extends CreateOptions<S>> S options(S create, String at, AtomicReference<Stat> stat) {
        S options = create.creatingParentContainersIfNeeded().storingStatIn(stat);
        if (at == null && mode == CreateMode.EPHEMERAL_SEQUENTIAL) {
            return options.withProtection().withMode(mode); // finds its node after a lost reply
        }
        return options.withMode(mode == CreateMode.EPHEMERAL_SEQUENTIAL ? CreateMode.EPHEMERAL : mode);
    }

    private void created(String at, String made, Stat stat, byte[] sent, Throwable failure) {
        if (failure == null) {
            adopt(made, stat == null ? client.sessionId() : stat.ephemeralOwner(), sent);
        } else if (KeeperException.codeOf(failure) == KeeperException.Code.NODEEXISTS) {
            inspect(at == null ? basePath : at);
        } else {
            failed("creating " + basePath, failure);
        }
    }

    /** The node at {@code made} is this registration's; writes the data again if it changed meanwhile. */
    private void adopt(String made, long ownerSession, byte[] sent) {
        boolean deleteNow;
        boolean rewrite;
        synchronized (this) {
            creating = false;
            deleteNow = closed;
            rewrite = !closed && data != sent;
            path = closed ? null : made;
            owner = ownerSession;
        }
        if (deleteNow) {
            delete(made); // unregistered while the create was in flight
            return;
        }
        firstCreate.complete(made);
        if (rewrite) {
            rewrite(made);
        }
    }

    private void rewrite(String at) {
        byte[] bytes;
        synchronized (this) {
            bytes = data;
        }
        call(() -> client.async().setData().forPath(at, bytes)).whenComplete((stat, failure) -> {
            if (failure != null) {
                LOG.log(System.Logger.Level.DEBUG, "writing " + at + " failed; a recreation writes it", failure);
            }
        });
    }

    /**
     * The node exists: this session's (a create whose reply was lost) or, for a persistent instance, a persistent
     * one is kept; another session's is replaced.
     */
    private void inspect(String at) {
        call(() -> client.async().checkExists().forPath(at)).whenComplete((stat, failure) -> {
            if (failure != null) {
                failed("reading " + at, failure);
            } else if (stat == null) {
                again(); // gone meanwhile
            } else if (stat.ephemeralOwner() == (mode.isEphemeral() ? client.sessionId() : 0)) {
                adopt(at, stat.ephemeralOwner(), null);
            } else {
                replace(at, stat);
            }
        });
    }

    /** Deletes a node another session left at this registration's path, then creates this one. */
    private void replace(String at, Stat stale) {
        LOG.log(System.Logger.Level.INFO, "deleting " + at + ", left by session 0x"
                + Long.toHexString(stale.ephemeralOwner()) + ", to register it again");
        call(() -> client.async().delete().withVersion(stale.version()).forPath(at)).whenComplete((done, failure) -> {
            KeeperException.Code code = failure == null ? KeeperException.Code.OK : KeeperException.codeOf(failure);
            if (code == KeeperException.Code.OK || code == KeeperException.Code.NONODE
                    || code == KeeperException.Code.BADVERSION) {
                again();
            } else {
                failed("deleting " + at, failure);
            }
        });
    }

    private void again() {
        synchronized (this) {
            creating = false;
        }
        send();
    }

    /** A failure a retry may fix is retried after a pause; one none fixes fails the first create. */
    private void failed(String what, Throwable failure) {
        synchronized (this) {
            creating = false;
        }
        Throwable cause = KeeperException.unwrap(failure);
        if (cause instanceof IllegalStateException) {
            return; // the client is closed
        }
        if (KeeperException.isRetryable(failure)) {
            LOG.log(System.Logger.Level.DEBUG, what + " failed; trying again", cause);
            RETRY.execute(this::send);
        } else {
            LOG.log(System.Logger.Level.WARNING, what + " failed: " + cause + "; retried at the next reconnect");
            firstCreate.completeExceptionally(cause);
        }
    }

    /** The guaranteed delete; a failure no retry fixes (other than NoNode: gone already) is logged. */
    private CompletableFuture<Void> delete(String at) {
        CompletableFuture<Void> deleted = call(() -> client.async().delete().guaranteed().forPath(at));
        deleted.whenComplete((done, failure) -> {
            KeeperException.Code code = KeeperException.codeOf(failure);
            if (failure != null && !KeeperException.isRetryable(failure) && code != KeeperException.Code.NONODE
                    && !(KeeperException.unwrap(failure) instanceof IllegalStateException)) {
                LOG.log(System.Logger.Level.WARNING, "giving up deleting " + at, KeeperException.unwrap(failure));
            }
        });
        return deleted;
    }

    /** A synchronous throw of the client (closed, invalid path) becomes a failed future. */
    private static <R> CompletableFuture<R> call(Supplier<CompletableFuture<R>> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}
