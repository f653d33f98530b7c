package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.nodes.CreatedNode;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.SessionEvents;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The {@link Acquisition} a granted contender hands out: the hold, from the grant to its release or loss.
 * The release and the start of the own-node watch run as tasks of the contender's serial executor. A loss is recorded in a volatile field and
 * completes the shared futures on the thread that decides it (the client's event loop for LOST, its event
 * thread for a deleted node or a close, or the recipes' timer): {@link #isLost()} and
 * {@code lost().isDone()} are true at once, and caller stages run on the executor the caller chose
 * ({@link CallbackFuture}), never on that thread.
 */
final class HeldLock implements Acquisition {

    private final CreatedNode node;
    private final long fencingToken;
    private final OwnNode ownNode;
    private final Executor serial;
    private final Runnable onRelease;
    private SessionEvents.Subscription session; // serial tasks only, as releasing
    private final CompletableFuture<LockLoss> lost = new CompletableFuture<>();
    private final CompletableFuture<Void> released = new CompletableFuture<>();
    private volatile LockLoss loss;
    private final AtomicBoolean observed = new AtomicBoolean();
    private final long acquiredNanos = System.nanoTime(); // for the hold time in JFR events
    private boolean releasing; // serial tasks only

    /**
     * @param inheritedToken the token of the hold this one continues (a downgrade), 0 for the node's czxid
     * @param onRelease      run in the release's serial task, before the node is deleted (the engine counts
     *                       one hold fewer)
     */
    HeldLock(OwnNode ownNode, long inheritedToken, Executor serial, Runnable onRelease) {
        this.node = ownNode.node();
        this.fencingToken = inheritedToken != 0 ? inheritedToken : node.czxid();
        this.ownNode = ownNode;
        this.serial = serial;
        this.onRelease = onRelease;
    }

    /**
     * From now on a LOST session, or a connection under another session, is this hold's loss, decided at once
     * (LOST comes on the client's own thread, SessionEvents.subscribeWithLostAtOnce) in a serial task; until
     * the release. Called by the contender's grant, in its serial task.
     */
    void followSession(SessionEvents sessionEvents) {
        session = sessionEvents.subscribeWithLostAtOnce(state -> serial.execute(() -> {
            if (ownNode.goneWith(state)) {
                reportLoss(LockLoss.Reason.SESSION_LOST);
            }
        }));
    }

    /**
     * The first question about the loss ({@link #lost(Executor)}, {@link #isLost()}) starts the own-node
     * watch: until then nobody could see a deletion (a cheap read once started).
     */
    private void observed() {
        if (!observed.get() && observed.compareAndSet(false, true)) {
            serial.execute(() -> {
                if (!releasing) {
                    ownNode.watchFromNowOn();
                }
            });
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
     * Releases, once: completes where the release step runs (the calling thread, or the thread that completes
     * the delete while disconnected) once the delete is sent, so only recipe code and blocked callers may wait
     * on it. Connected, it does not wait for the delete's reply: the server answers a session's requests in
     * order, so every later request of this session (the next acquire's create and listing included) is handled
     * after the delete, and no other process can take the lock before the server has applied it; if the
     * connection fails meanwhile, the client retries the delete (guaranteed) and close() waits for it. Not
     * connected: see {@link OwnNode#forgetOnRelease()}.
     */
    CompletableFuture<Void> release() {
        CompletableFuture<Void> sent = new CompletableFuture<>();
        serial.execute(() -> {
            if (releasing) {
                sent.complete(null);
                return;
            }
            releasing = true;
            session.close();
            onRelease.run();
            CompletableFuture<Void> deleted = ownNode.forgetOnRelease();
            reportReleased(); // before the release completes: its stages see released() done
            deleted.whenComplete((ignored, failure) -> {
                if (failure == null) {
                    sent.complete(null);
                } else {
                    sent.completeExceptionally(failure);
                }
            });
        });
        return sent;
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

    private void reportReleased() {
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
