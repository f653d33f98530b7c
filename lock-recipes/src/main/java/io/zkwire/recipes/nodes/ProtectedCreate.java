package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One protected create (Curator's {@code withProtection()}, docs/protocol.md §7.2), asynchronous, that never
 * leaves an orphan: the node is named {@code <parent>/_c_<uuid>-<name>} and created with create2 (its
 * Stat gives the czxid) and missing parents as containers. When the reply is lost (connection loss,
 * timeouts), the node is looked for among the parent's children by its prefix before anything else:
 * <ul>
 *   <li>not there (after a {@code sync} of the parent, so a lagging follower cannot hide it): the create
 *       did not happen; create again under a fresh prefix, and once done, look for the earlier prefixes
 *       once more in the background and delete what a late commit left;</li>
 *   <li>there, owned by the current session: it is ours, use it;</li>
 *   <li>there, owned by another (an old) session: delete it (guaranteed) and create again, so the old
 *       session's node does not linger until the server expires that session.</li>
 * </ul>
 * If the outcome stays unknown after {@value #MAX_LOST_REPLIES} lost replies, or the caller abandons
 * the create, the prefix search and delete continue in the background ({@link GuaranteedDelete}). Once
 * {@link #abandon} has returned, no create is sent any more: a recovery that finds no node then gives up
 * instead of creating again (a node made after its caller gave up would be one the caller never knew of).
 *
 * <p>The create request is sent from {@link #start} before it returns, so a caller can pipeline a read
 * behind it on the same session (requests are answered in order).
 */
public final class ProtectedCreate {

    static final int MAX_LOST_REPLIES = 5;

    private final ZkClient client;
    private final GuaranteedDelete deleter;
    private final String parentPath;
    private final String name;
    private final byte[] data;
    private final CreateMode mode;
    private final CompletableFuture<CreatedNode> result = new CompletableFuture<>();
    // abandon() and a repeated send never interleave; held only while a send is handed to the client (no I/O)
    private final ReentrantLock sendLock = new ReentrantLock();
    private volatile boolean abandoned;
    private volatile String prefix;
    private final List<String> usedPrefixes = new CopyOnWriteArrayList<>(); // every prefix a create was sent under
    private volatile int lostReplies; // written by one step at a time

    private ProtectedCreate(ZkClient client, GuaranteedDelete deleter, String parentPath, String name,
            byte[] data, CreateMode mode) {
        this.client = client;
        this.deleter = deleter;
        this.parentPath = parentPath;
        this.name = name;
        this.data = data;
        this.mode = mode;
    }

    /**
     * Sends the create at once.
     *
     * @param name the node name after the protection prefix (for sequential modes the server appends
     *             the counter)
     */
    static ProtectedCreate start(ZkClient client, GuaranteedDelete deleter, String parentPath,
            String name, byte[] data, CreateMode mode) {
        ProtectedCreate create = new ProtectedCreate(client, deleter, parentPath, name, data, mode);
        create.send();
        return create;
    }

    /**
     * Continues a protected create whose reply was lost: starts with the search for {@code prefix}
     * (used by tests to drive the recovery deterministically).
     */
    static ProtectedCreate resume(ZkClient client, GuaranteedDelete deleter, String parentPath, String name,
            byte[] data, CreateMode mode, String prefix) {
        ProtectedCreate create = new ProtectedCreate(client, deleter, parentPath, name, data, mode);
        create.prefix = prefix;
        create.recover(new IllegalStateException("reply lost (resumed)"));
        return create;
    }

    /** The created node; fails with the KeeperException that made the create fail for good. */
    public CompletableFuture<CreatedNode> result() {
        return result;
    }

    /** True once a reply was lost and the create is looking for its node (or trying again). */
    public boolean isRecovering() {
        return lostReplies > 0;
    }

    /**
     * Gives the node up: deleted once created (guaranteed), or found by prefix and deleted if the
     * outcome is still unknown. The result then fails with CancellationException unless it was done.
     */
    public void abandon() {
        sendLock.lock();
        try {
            if (abandoned) {
                return;
            }
            abandoned = true;
        } finally {
            sendLock.unlock();
        }
        CreatedNode node = result.isCompletedExceptionally() ? null : result.getNow(null);
        if (node != null) {
            deleter.delete(node.path());
        }
    }

    private void send() {
        prefix = ProtectedNames.newPrefix();
        usedPrefixes.add(prefix);
        AtomicReference<Stat> stat = new AtomicReference<>();
        Failures.call(() -> client.async().create().withMode(mode).creatingParentContainersIfNeeded()
                .storingStatIn(stat).forPath(ZPaths.join(parentPath, prefix + name), data)).whenComplete((path, failure) -> {
            if (failure == null) {
                succeed(CreatedNode.of(path, stat.get()));
            } else if (Failures.isRetryable(failure)) {
                recover(failure);
            } else {
                fail(failure);
            }
        });
    }

    /** The reply was lost: find out whether the create happened. */
    private void recover(Throwable lostReply) {
        if (abandoned || ++lostReplies > MAX_LOST_REPLIES) {
            deleteEveryPrefix();
            fail(abandoned ? new CancellationException("abandoned") : lostReply);
            return;
        }
        // sync first: the server we reach now may lag behind the one that took the create (a follower
        // behind the leader), and a listing that misses our node would leave it behind as an orphan.
        Failures.call(() -> client.async().sync(parentPath))
                .exceptionallyCompose(f -> Failures.isNoNode(f)
                        ? CompletableFuture.completedFuture(parentPath) : CompletableFuture.failedFuture(f))
                .thenCompose(synced -> client.async().getChildren().forPath(parentPath))
                .exceptionallyCompose(f -> Failures.isNoNode(f)
                        ? CompletableFuture.completedFuture(List.of()) : CompletableFuture.failedFuture(f))
                .thenCompose(this::inspectMatch)
                .whenComplete((found, failure) -> {
                    if (failure != null) {
                        onRecoveryFailure(failure);
                    } else if (found != null) {
                        succeed(found);
                    } else {
                        sendAgain();
                    }
                });
    }

    /** The earlier create did not happen: create under a fresh prefix, unless the caller gave up meanwhile. */
    private void sendAgain() {
        sendLock.lock();
        try {
            if (!abandoned) {
                send();
                return;
            }
        } finally {
            sendLock.unlock();
        }
        deleteEveryPrefix(); // a late commit of an earlier prefix is still possible
        fail(new CancellationException("abandoned"));
    }

    /** The node with our prefix if it belongs to this session; null to create again. */
    private CompletableFuture<CreatedNode> inspectMatch(List<String> children) {
        String match = children.stream().filter(c -> c.startsWith(prefix)).findFirst().orElse(null);
        if (match == null) {
            return CompletableFuture.completedFuture(null);
        }
        String path = ZPaths.join(parentPath, match);
        return client.async().checkExists().forPath(path).thenApply(stat -> {
            if (stat == null) {
                return null;
            }
            if (mode.isEphemeral() && stat.ephemeralOwner() != client.sessionId()) {
                deleter.delete(path); // an old session's node: never leave it behind
                return null;
            }
            return CreatedNode.of(path, stat);
        });
    }

    private void onRecoveryFailure(Throwable failure) {
        if (Failures.isRetryable(failure)) {
            recover(failure);
        } else {
            deleteEveryPrefix();
            fail(failure);
        }
    }

    private void succeed(CreatedNode node) {
        result.complete(node);
        if (abandoned) {
            deleter.delete(node.path());
        }
        // A create sent under an earlier prefix may still commit (it was not seen by the recovery listing):
        // look for it, in the background, after a sync, and delete it.
        for (String used : usedPrefixes) {
            if (!node.name().startsWith(used)) {
                deleter.deleteProtected(parentPath, used);
            }
        }
    }

    /** The outcome stays unknown: every prefix this create was sent under is searched for and deleted. */
    private void deleteEveryPrefix() {
        usedPrefixes.forEach(used -> deleter.deleteProtected(parentPath, used));
    }

    private void fail(Throwable failure) {
        result.completeExceptionally(Failures.unwrap(failure));
    }
}
