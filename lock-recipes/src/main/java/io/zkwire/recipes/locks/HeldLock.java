package io.zkwire.recipes.locks;

import io.zkwire.recipes.nodes.CreatedNode;
import io.zkwire.recipes.nodes.RecipeThreads;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/** The {@link Acquisition} a granted contender hands out. */
final class HeldLock implements Acquisition {

    private final CreatedNode node;
    private final Supplier<CompletableFuture<Void>> release;
    private final CompletableFuture<LockLoss> lost = new CompletableFuture<>();
    private final AtomicBoolean lossReported = new AtomicBoolean();

    HeldLock(CreatedNode node, Supplier<CompletableFuture<Void>> release) {
        this.node = node;
        this.release = release;
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
        return lost.copy(); // callers cannot complete the shared one
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
        if (lossReported.compareAndSet(false, true)) {
            RecipeThreads.deliver(lost, new LockLoss(reason, node.path()), refused -> { });
        }
    }

    @Override
    public String toString() {
        return "Acquisition[" + node.path() + ", fencingToken=" + node.czxid() + "]";
    }
}
