package io.zkwire.recipes.nodes;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Curator's {@code delete().guaranteed()} for the nodes a recipe creates (docs/protocol.md §7.3): the first
 * attempt is made at once; if it fails in a way that may succeed later (connection loss, timeouts,
 * session moved or expired), it is retried in the background until the node is gone (deleted, or NONODE)
 * or the client is closed: a node's delete by the client's own {@code delete().guaranteed()}, a protected
 * create's leftover here, after every reconnect and with a backoff while connected.
 *
 * <p>A session change does not end the retries either: the next attempt then finds NONODE (the server
 * expired the old session, and its ephemeral node with it), or removes a node of an old session the
 * server has not expired yet, which would otherwise block other contenders until it does.
 */
public final class GuaranteedDelete {

    private static final System.Logger LOG = System.getLogger(GuaranteedDelete.class.getName());
    private static final long FIRST_BACKOFF_MS = 100;
    private static final long MAX_BACKOFF_MS = 5_000;

    private final ZkClient client;
    private final SessionEvents sessionEvents;

    /** Deletes through {@code client}, retrying when {@code sessionEvents} report the connection back. */
    public GuaranteedDelete(ZkClient client, SessionEvents sessionEvents) {
        this.client = client;
        this.sessionEvents = sessionEvents;
    }

    /**
     * Deletes {@code path} (any version) with the client's {@code delete().guaranteed()}: the first attempt is
     * sent before this returns, so it precedes every request this client sends afterwards, and one that fails
     * for want of a connection or session is retried in the background by the client (which
     * {@code ZkClient.close()} waits for, within its connection timeout). The future completes after that
     * attempt: normally when the node is gone or the delete was handed to the background, exceptionally for a
     * failure no retry can fix (such as NoAuth, also logged).
     */
    public CompletableFuture<Void> delete(String path) {
        CompletableFuture<Void> firstAttempt = new CompletableFuture<>();
        deleteWithOutcome(path).whenComplete((done, failure) -> {
            if (failure == null || Failures.isRetryable(failure) || Failures.isNoNode(failure)
                    || Failures.isClientClosed(failure)) {
                firstAttempt.complete(null);
            } else {
                firstAttempt.completeExceptionally(Failures.unwrap(failure));
            }
        });
        return firstAttempt;
    }

    /**
     * As {@link #delete}, for a caller that must tell a delete done from one still being tried: the future is
     * the first attempt's own outcome, done, NoNode (the node was gone already), or the failure that handed it
     * to the background.
     */
    public CompletableFuture<Void> deleteWithOutcome(String path) {
        CompletableFuture<Void> first = Failures.call(() -> client.async().delete().guaranteed().forPath(path));
        first.whenComplete((done, failure) -> {
            if (failure != null && !Failures.isRetryable(failure) && !Failures.isNoNode(failure)
                    && !Failures.isClientClosed(failure)) {
                LOG.log(System.Logger.Level.WARNING, "giving up deleting " + path, Failures.unwrap(failure));
            }
        });
        return first;
    }

    /**
     * Deletes the node a protected create may have left when its reply was lost: it is found among the
     * parent's children by its prefix, after a {@code sync} of the parent. Runs in the background; nothing
     * to wait for.
     */
    public void deleteProtected(String parentPath, String prefix) {
        // sync first, so the listing is not older than the create it looks for (a lagging follower)
        new Retrying(parentPath + "/" + prefix + "*", () -> client.async().sync(parentPath)
                .thenCompose(synced -> client.async().getChildren().forPath(parentPath))
                .thenCompose(children -> deleteFirstMatch(parentPath, prefix, children))).start();
    }

    private CompletableFuture<Void> deleteFirstMatch(String parentPath, String prefix, List<String> children) {
        for (String child : children) {
            if (child.startsWith(prefix)) {
                return client.async().delete().forPath(ZPaths.join(parentPath, child));
            }
        }
        return CompletableFuture.completedFuture(null);
    }

    /** One delete, retried until done. */
    private final class Retrying {
        private final String description;
        private final Supplier<CompletableFuture<Void>> action;
        private final CompletableFuture<Void> firstAttempt = new CompletableFuture<>();
        private final AtomicBoolean inFlight = new AtomicBoolean();
        private final AtomicBoolean finished = new AtomicBoolean();
        private volatile SessionEvents.Subscription subscription;
        private int failures; // only touched while inFlight is held

        Retrying(String description, Supplier<CompletableFuture<Void>> action) {
            this.description = description;
            this.action = action;
        }

        CompletableFuture<Void> start() {
            attempt();
            return firstAttempt;
        }

        private void attempt() {
            if (finished.get() || !inFlight.compareAndSet(false, true)) {
                return;
            }
            Failures.call(action).whenComplete((ignored, failure) -> onOutcome(failure));
        }

        private void onOutcome(Throwable failure) {
            if (failure == null || Failures.isNoNode(failure) || Failures.isClientClosed(failure)) {
                finish();
                firstAttempt.complete(null);
            } else if (Failures.isRetryable(failure)) {
                firstAttempt.complete(null);
                retryLater();
            } else {
                LOG.log(System.Logger.Level.WARNING, "giving up deleting " + description, failure);
                finish();
                firstAttempt.completeExceptionally(Failures.unwrap(failure));
            }
        }

        private void retryLater() {
            if (subscription == null) {
                subscription = sessionEvents.subscribe(this::onStateChange);
            }
            inFlight.set(false); // only now: attempts and their bookkeeping never overlap
            if (client.isConnected()) {
                long backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS << Math.min(failures++, 10));
                RecipeThreads.schedule(this::attempt, TimeUnit.MILLISECONDS.toNanos(backoff));
            }
        }

        private void onStateChange(ConnectionState state) {
            if (state.isConnected()) {
                attempt();
            }
        }

        private void finish() {
            finished.set(true);
            SessionEvents.Subscription s = subscription;
            if (s != null) {
                s.close();
            }
        }
    }
}
