package io.zkwire.recipes.locks;

import io.zkwire.recipes.nodes.CreatedNode;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.observe.RecipeEvents;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The {@link Acquisition} a granted contender hands out. A loss is recorded in a volatile field and
 * completes the shared futures on the thread that decides it (the client's event loop for LOST, its event
 * thread for a deleted node or a close, or the recipes' timer): {@link #isLost()} and
 * {@code lost().isDone()} are true at once, and caller stages run on the executor the caller chose
 * ({@link CallbackFuture}), never on that thread.
 */
final class HeldLock implements Acquisition {

    private final CreatedNode node;
    private final long fencingToken;
    private final Supplier<CompletableFuture<Void>> release;
    private final Runnable onObserved;
    private final CompletableFuture<LockLoss> lost = new CompletableFuture<>();
    private final CompletableFuture<Void> released = new CompletableFuture<>();
    private volatile LockLoss loss;
    private final AtomicBoolean observed = new AtomicBoolean();
    private final long acquiredNanos = System.nanoTime(); // for the hold time in JFR events

    /**
     * @param inheritedToken the token of the hold this one continues (a downgrade), 0 for the node's czxid
     * @param onObserved     run once, when the loss is first asked about ({@link #lost(Executor)},
     *                       {@link #isLost()}): the contender then starts watching its own node (until then
     *                       nobody could see a deletion)
     */
    HeldLock(CreatedNode node, long inheritedToken, Supplier<CompletableFuture<Void>> release, Runnable onObserved) {
        this.node = node;
        this.fencingToken = inheritedToken != 0 ? inheritedToken : node.czxid();
        this.release = release;
        this.onObserved = onObserved;
    }

    /** The first question about the loss starts the own-node watch (a cheap read once started). */
    private void observed() {
        if (!observed.get() && observed.compareAndSet(false, true)) {
            onObserved.run();
        }
    }

    @Override
    public String nodePath() {
        return node.path();
    }

    @Override
    public long fencingToken() {
        return fencingToken;
    }

    @Override
    public CompletableFuture<LockLoss> lost() {
        return lost(RecipeThreads.callbacks());
    }

    @Override
    public CompletableFuture<LockLoss> lost(Executor executor) {
        observed();
        return CallbackFuture.following(lost, executor);
    }

    @Override
    public boolean isLost() {
        observed();
        return loss != null;
    }

    @Override
    public CompletableFuture<Void> released() {
        return CallbackFuture.following(released, RecipeThreads.callbacks());
    }

    @Override
    public CompletableFuture<Void> releaseAsync() {
        return CallbackFuture.following(release(), RecipeThreads.callbacks());
    }

    /**
     * Releases; the future completes where the release step runs (the calling thread, or the thread that
     * completes the delete while disconnected) once the delete is sent, so only recipe code and blocked
     * callers may wait on it.
     */
    CompletableFuture<Void> release() {
        return release.get();
    }

    /** The first loss, or null. */
    LockLoss loss() {
        return loss;
    }

    /** Reports the first unexpected loss; later ones, and any after the release, are ignored (serial tasks only). */
    void reportLoss(LockLoss.Reason reason) {
        if (loss != null || released.isDone()) {
            return;
        }
        loss = new LockLoss(reason, node.path());
        // recorded before the signal: whoever the signal wakes may stop a recording and must find the event in it
        RecipeEvents.lost(node.path(), reason.name(), acquiredNanos);
        lost.complete(loss); // only CallbackFutures depend on it: no caller code runs here
    }

    /** Called by the release step once the delete is sent. */
    void reportReleased() {
        // serial tasks only, so check-then-act holds; recorded before the signal, as for a loss
        if (!released.isDone()) {
            RecipeEvents.released(node.path(), acquiredNanos);
            released.complete(null);
        }
    }

    @Override
    public String toString() {
        return "Acquisition[" + node.path() + ", fencingToken=" + fencingToken + "]";
    }
}
