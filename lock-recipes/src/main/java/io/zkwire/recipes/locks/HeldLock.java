package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.internal.nodes.CreatedNode;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The {@link Acquisition} a granted contender hands out: the hold, from the grant to its release or loss.
 * Its release and the first question about its loss are events of the {@link Contender}, which decides; a
 * loss is published ({@link Snapshot}) and completes the shared futures on the thread that decides it (the
 * client's event loop for LOST, its event thread for a deleted node or a close), so {@link #isLost()} and
 * {@code lost().isDone()} are true at once, while caller stages run on the executor the caller chose
 * ({@link CallbackFuture}), never on that thread.
 */
final class HeldLock implements Acquisition {

    private final ContenderEvent.Inbox contender;
    private final CreatedNode node;
    private final long fencingToken;
    private final CompletableFuture<LockLoss> lost = new CompletableFuture<>();
    private final CompletableFuture<Void> released = new CompletableFuture<>();
    private final Snapshot<LockLoss> loss = new Snapshot<>(null);
    private final Once observed = new Once();
    private final long acquiredNanos = System.nanoTime(); // for the hold time in JFR events

    /** @param inheritedToken the token of the hold this one continues (a downgrade), 0 for the node's czxid */
    HeldLock(ContenderEvent.Inbox contender, CreatedNode node, long inheritedToken) {
        this.contender = contender;
        this.node = node;
        this.fencingToken = inheritedToken != 0 ? inheritedToken : node.czxid();
    }

    /** The first question about the loss starts the own-node watch: until then nobody could see a deletion. */
    private void observed() {
        if (!observed.isClaimed() && observed.claim()) {
            contender.deliver(new ContenderEvent.LossObserved());
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
        return loss.read() != null;
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
     * Releases, once: completes where the release step runs (the calling thread, or the thread that completes
     * the delete while disconnected) once the delete is sent, so only recipe code and blocked callers may wait
     * on it. Connected, it does not wait for the delete's reply: the server answers a session's requests in
     * order, so every later request of this session (the next acquire's create and listing included) is handled
     * after the delete, and no other process can take the lock before the server has applied it; if the
     * connection fails meanwhile, the client retries the delete (guaranteed) and close() waits for it. Not
     * connected: see {@link OwnNode#deleteOnRelease()}.
     */
    CompletableFuture<Void> release() {
        CompletableFuture<Void> sent = new CompletableFuture<>();
        contender.deliver(new ContenderEvent.ReleaseAsked(sent));
        return sent;
    }

    /** The first loss, or null. */
    LockLoss loss() {
        return loss.read();
    }

    /** Reports the first unexpected loss; later ones, and any after the release, are ignored (contender only). */
    void reportLoss(LockLoss.Reason reason) {
        if (loss.read() != null || released.isDone()) {
            return;
        }
        LockLoss first = new LockLoss(reason, node.path());
        loss.publish(first);
        // recorded before the signal: whoever the signal wakes may stop a recording and must find the event in it
        RecipeEvents.lost(node.path(), reason.name(), acquiredNanos);
        lost.complete(first); // only CallbackFutures depend on it: no caller code runs here
    }

    /** Reports the release (contender only); recorded before the signal, as for a loss. */
    void reportReleased() {
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
