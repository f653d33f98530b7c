package io.zkwire.client.internal.ops;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.client.internal.session.Failures;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * One call of Curator's {@code create().withProtection()}: the node is created as
 * {@code <parent>/_c_<uuid>-<name>} ({@link ProtectedNames}), so that a create whose reply was lost can be
 * recognised. Before an attempt that follows one with an unknown outcome (a failure a retry may fix:
 * {@link Code#isRetryable()}), the parent is synced and listed, and a node under one of this call's prefixes is:
 * <ul>
 *   <li>the result, if it is persistent or an ephemeral of the current session;</li>
 *   <li>deleted (guaranteed), if it is an ephemeral of an earlier session, which would otherwise linger
 *       until the server expires that session; then the create is made again.</li>
 * </ul>
 * Once one attempt's outcome was unknown, every later attempt searches first. A create made again goes under a
 * fresh prefix, and once one succeeds the earlier prefixes are searched for and deleted in the background, in
 * case a create sent before finally committed. If the call fails for good, or is abandoned, with an outcome
 * unknown, every prefix is searched for and deleted in the background, as Curator does; once abandoned, no
 * create is sent any more (a node made after its caller gave up would be one nobody knows of), and a node that
 * is or gets made is deleted. The sync API makes the attempts ({@link #attempt}) through its retry policy;
 * the async API through {@link #run}. Attempts of one call never overlap.
 */
public final class ProtectedCreation {

    /** How many attempts in a row of an async call may leave the outcome unknown before it fails. */
    static final int MAX_UNKNOWN_OUTCOMES = 6;

    private final Operations ops;
    private final GuaranteedDeletes deletes;
    private final String parent;
    private final String name;
    private final CreateMode mode;
    private final List<String> usedPrefixes = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Operations.Created> result = new CompletableFuture<>(); // of run()
    private volatile boolean outcomeUnknown; // of some attempt so far: search before creating again
    private volatile boolean abandoned;
    private long startNanos; // of run()

    /** For a create of {@code path} (not "/") in {@code mode}. */
    public ProtectedCreation(Operations ops, GuaranteedDeletes deletes, String path, CreateMode mode) {
        Paths.validate(path, mode.isSequential());
        if (path.equals("/")) {
            throw new IllegalArgumentException("withProtection() needs a path with a parent and a name, not \"/\"");
        }
        this.ops = ops;
        this.deletes = deletes;
        this.parent = Paths.parent(path);
        this.name = path.substring(path.lastIndexOf('/') + 1);
        this.mode = mode;
    }

    /**
     * The async API's whole call: attempts until one succeeds, one fails in a way no retry fixes,
     * {@value #MAX_UNKNOWN_OUTCOMES} in a row left the outcome unknown, or the call is {@link #abandon abandoned}
     * (the result then fails with CancellationException). No back-off between attempts: an attempt made while
     * disconnected waits up to connectionTimeoutMs for the connection.
     */
    public CompletableFuture<Operations.Created> run(Function<String, CompletableFuture<Operations.Created>> create) {
        startNanos = System.nanoTime();
        next(create, 0);
        return result;
    }

    /** The caller gave the call up (cancelled its future): see the class comment. */
    public void abandon() {
        abandoned = true;
        Operations.Created made = result.isDone() && !result.isCompletedExceptionally() ? result.join() : null;
        if (made != null) {
            deleteInBackground(made.path());
        }
    }

    private void next(Function<String, CompletableFuture<Operations.Created>> create, int unknownOutcomes) {
        CompletableFuture<Operations.Created> attempt;
        try {
            attempt = attempt(create);
        } catch (RuntimeException e) { // the client closed in between
            attempt = Futures.failed(e);
        }
        attempt.whenComplete((created, failure) -> {
            if (failure == null) {
                result.complete(created);
                if (abandoned) {
                    deleteInBackground(created.path()); // abandon() may have looked before the result was there
                }
            } else if (KeeperException.isRetryable(failure) && unknownOutcomes + 1 < MAX_UNKNOWN_OUTCOMES && !abandoned) {
                next(create, unknownOutcomes + 1);
            } else {
                Throwable outcome = abandoned ? new CancellationException("the protected create of "
                        + Paths.child(parent, name) + " was abandoned")
                        : Failures.gaveUpAfter(failure, unknownOutcomes + 1, System.nanoTime() - startNanos);
                gaveUp(failure); // marks it abandoned: read that before
                result.completeExceptionally(outcome);
            }
        });
    }

    /** The next attempt: {@code create} makes the node at the protected path it is given. */
    public CompletableFuture<Operations.Created> attempt(
            Function<String, CompletableFuture<Operations.Created>> create) {
        CompletableFuture<Operations.Created> attempt = outcomeUnknown
                ? find().thenCompose(found -> found != null ? CompletableFuture.completedFuture(found)
                        : createUnderNewPrefix(create))
                : createUnderNewPrefix(create);
        return attempt.whenComplete((created, failure) -> {
            if (failure != null) {
                outcomeUnknown |= mayHaveCreated(failure);
            } else if (abandoned) {
                deleteInBackground(created.path());
            } else {
                String createdName = created.path().substring(created.path().lastIndexOf('/') + 1);
                deleteUnder(usedPrefixes.stream().filter(prefix -> !createdName.startsWith(prefix)).toList());
            }
        });
    }

    /**
     * The call failed for good with {@code failure} (or its caller was interrupted): if any attempt's outcome
     * is unknown, every prefix is searched for and deleted in the background, and a create that still
     * succeeds is deleted too.
     */
    public void gaveUp(Throwable failure) {
        abandoned = true;
        if (outcomeUnknown || mayHaveCreated(failure)) {
            deleteUnder(List.copyOf(usedPrefixes));
        }
    }

    /** Whether an attempt that failed so may have made its node: not if it never reached a server. */
    private static boolean mayHaveCreated(Throwable failure) {
        return GuaranteedDeletes.outcomeUnknown(failure) && !Failures.isNoConnection(failure);
    }

    private CompletableFuture<Operations.Created> createUnderNewPrefix(
            Function<String, CompletableFuture<Operations.Created>> create) {
        if (abandoned) { // checked after the search: the search may be why it is too late
            return Futures.failed(new CancellationException("abandoned"));
        }
        String prefix = ProtectedNames.newPrefix();
        usedPrefixes.add(prefix);
        return create.apply(Paths.child(parent, prefix + name));
    }

    /** Our node if an earlier attempt made it and it may be used, else null. */
    private CompletableFuture<Operations.Created> find() {
        return listParent().thenCompose(children -> {
            String ours = children.stream().filter(this::isOurs).findFirst().orElse(null);
            if (ours == null) {
                return CompletableFuture.completedFuture(null);
            }
            String path = Paths.child(parent, ours);
            return ops.exists(path, null).thenApply(stat -> {
                if (stat == null) {
                    return null;
                }
                if (mode.isEphemeral() && stat.ephemeralOwner() != ops.session().sessionId()) {
                    deleteInBackground(path);
                    return null;
                }
                return new Operations.Created(path, stat);
            });
        });
    }

    private boolean isOurs(String child) {
        return usedPrefixes.stream().anyMatch(child::startsWith);
    }

    /** The parent's children after a sync (a lagging server must not hide a create it has not seen yet). */
    private CompletableFuture<List<String>> listParent() {
        return Futures.orOn(ops.sync(parent)
                .thenCompose(synced -> ops.getChildren(parent, null, false))
                .thenApply(Operations.Children::names), Code.NONODE, List.of());
    }

    private void deleteInBackground(String path) {
        deletes.inBackground(path, () -> ops.delete(path, -1));
    }

    /** Deletes, in the background, every child that carries one of {@code prefixes} (one listing for all). */
    private void deleteUnder(List<String> prefixes) {
        if (prefixes.isEmpty()) {
            return;
        }
        deletes.inBackground(parent + "/" + ProtectedNames.MARK + "* of this call", () -> listParent().thenCompose(
                children -> CompletableFuture.allOf(children.stream()
                        .filter(child -> prefixes.stream().anyMatch(child::startsWith))
                        .map(child -> Futures.orOn(ops.delete(Paths.child(parent, child), -1), Code.NONODE, null))
                        .toArray(CompletableFuture[]::new))));
    }
}
