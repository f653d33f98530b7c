package io.zkwire.client.internal.ops;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException.Code;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * One call of Curator's {@code create().withProtection()}: the node is created as
 * {@code <parent>/_c_<uuid>-<name>} (Curator's protected name), so that a create whose reply was lost can be
 * recognised. Before an attempt that follows one with an unknown outcome (connection lost, timeout, session
 * moved or expired), the parent is synced and listed, and a node under one of this call's prefixes is:
 * <ul>
 *   <li>the result, if it is persistent or an ephemeral of the current session;</li>
 *   <li>deleted (guaranteed), if it is an ephemeral of an earlier session, which would otherwise linger
 *       until the server expires that session; then the create is made again.</li>
 * </ul>
 * Once one attempt's outcome was unknown, every later attempt searches first. A create made again goes under a
 * fresh prefix, and once one succeeds the earlier prefixes are searched for and deleted in the background, in
 * case a create sent before finally committed. If the call fails for good with an outcome unknown, every
 * prefix is searched for and deleted in the background, as Curator does. An attempt is asynchronous;
 * attempts of one call never overlap (the sync API makes them one after the other).
 */
public final class ProtectedCreation {

    /** What every protected name starts with (Curator's {@code ProtectedUtils.PROTECTED_PREFIX}). */
    private static final String PREFIX = "_c_";

    private final Operations ops;
    private final GuaranteedDeletes deletes;
    private final String parent;
    private final String name;
    private final CreateMode mode;
    private final List<String> usedPrefixes = new CopyOnWriteArrayList<>();
    private volatile boolean outcomeUnknown; // of some attempt so far: search before creating again
    private volatile boolean abandoned;

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

    /** The next attempt: {@code create} makes the node at the protected path it is given. */
    public CompletableFuture<Operations.Created> attempt(
            Function<String, CompletableFuture<Operations.Created>> create) {
        CompletableFuture<Operations.Created> attempt = outcomeUnknown
                ? find().thenCompose(found -> found != null ? CompletableFuture.completedFuture(found)
                        : createUnderNewPrefix(create))
                : createUnderNewPrefix(create);
        return attempt.whenComplete((created, failure) -> {
            if (failure != null) {
                outcomeUnknown |= GuaranteedDeletes.retryMayFix(failure);
            } else if (abandoned) {
                deletes.inBackground(created.path(), () -> ops.delete(created.path(), -1));
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
        if (outcomeUnknown || GuaranteedDeletes.retryMayFix(failure)) {
            deleteUnder(List.copyOf(usedPrefixes));
        }
    }

    private CompletableFuture<Operations.Created> createUnderNewPrefix(
            Function<String, CompletableFuture<Operations.Created>> create) {
        String prefix = PREFIX + UUID.randomUUID() + "-";
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
                    deletes.inBackground(path, () -> ops.delete(path, -1));
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

    /** Deletes, in the background, every child that carries one of {@code prefixes} (one listing for all). */
    private void deleteUnder(List<String> prefixes) {
        if (prefixes.isEmpty()) {
            return;
        }
        deletes.inBackground(parent + "/" + PREFIX + "* of this call", () -> listParent().thenCompose(children ->
                CompletableFuture.allOf(children.stream()
                        .filter(child -> prefixes.stream().anyMatch(child::startsWith))
                        .map(child -> Futures.orOn(ops.delete(Paths.child(parent, child), -1), Code.NONODE, null))
                        .toArray(CompletableFuture[]::new))));
    }
}
