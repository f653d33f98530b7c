package io.zkwire.recipes.locks;

import io.zkwire.recipes.nodes.CreatedNode;
import io.zkwire.recipes.nodes.RecipeThreads;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/** The {@link Acquisition} a granted contender hands out. */
final class HeldLock implements Acquisition {

    private static final int UNWATCHED = 0;
    private static final int WATCHED = 1;
    private static final int SETTLED_UNWATCHED = 2;

    private final CreatedNode node;
    private final Supplier<CompletableFuture<Void>> release;
    private final Runnable onObserved;
    private final CompletableFuture<LockLoss> lost = new CompletableFuture<>();
    private final AtomicBoolean lossReported = new AtomicBoolean();
    // Whether anyone asked for lost(): while nobody did, a loss is settled on the spot (no caller code can
    // run), instead of waking a callback thread for each release of a lock nobody watches.
    private final AtomicInteger watch = new AtomicInteger(UNWATCHED);
    private volatile LockLoss settled; // the loss settled while unwatched

    /**
     * @param onObserved run once, when {@link #lost()} is first asked for before a loss: the contender then
     *                   starts watching its own node (until then nobody could see a deletion)
     */
    HeldLock(CreatedNode node, Supplier<CompletableFuture<Void>> release, Runnable onObserved) {
        this.node = node;
        this.release = release;
        this.onObserved = onObserved;
    }

    @Override
    public String nodePath() {
        return node.path();
    }

    @Override
    public long fencingToken() {
        return node.czxid();
    }

    @Override
    public CompletableFuture<LockLoss> lost() {
        if (watch.compareAndSet(UNWATCHED, WATCHED)) {
            CompletableFuture<LockLoss> copy = lost.copy(); // callers cannot complete the shared one
            onObserved.run();
            return copy;
        }
        if (watch.get() == WATCHED) {
            return lost.copy();
        }
        return CompletableFuture.completedFuture(settled); // dependents run on the caller's thread
    }

    @Override
    public CompletableFuture<Void> releaseAsync() {
        CompletableFuture<Void> sent = release();
        if (sent.isDone()) {
            return sent.copy(); // sent from this thread: dependents run here, on the caller's own thread
        }
        CompletableFuture<Void> caller = new CompletableFuture<>();
        sent.whenComplete((ignored, failure) -> {
            if (failure != null) {
                RecipeThreads.deliverFailure(caller, failure);
            } else {
                RecipeThreads.deliver(caller, null, refused -> { });
            }
        });
        return caller;
    }

    /**
     * Releases; the future completes where the release step runs (usually the calling thread) once the
     * delete is sent, so only recipe code and blocked callers may wait on it.
     */
    CompletableFuture<Void> release() {
        return release.get();
    }

    /** Reports the first loss (or the release); later reports are ignored. */
    void reportLoss(LockLoss.Reason reason) {
        if (!lossReported.compareAndSet(false, true)) {
            return;
        }
        LockLoss loss = new LockLoss(reason, node.path());
        settled = loss;
        if (watch.compareAndSet(UNWATCHED, SETTLED_UNWATCHED)) {
            lost.complete(loss); // nobody holds a copy, so nothing runs here
        } else {
            RecipeThreads.deliver(lost, loss, refused -> { });
        }
    }

    @Override
    public String toString() {
        return "Acquisition[" + node.path() + ", fencingToken=" + node.czxid() + "]";
    }
}
