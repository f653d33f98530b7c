package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncCreateBuilder;
import io.zkwire.client.builders.CreateBuilder;
import io.zkwire.client.builders.CreateOptions;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.ops.Operations;
import io.zkwire.client.internal.ops.ProtectedCreation;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/** create(): the options (protection by {@link ProtectedCreation}), then a sync or an async {@code forPath}. */
public final class CreateBuilders {

    /** TTLs are 40-bit millisecond counts on the server (docs/contributing/protocol.md §4.1). */
    private static final long MAX_TTL_MS = (1L << 40) - 1;
    private static final byte[] EMPTY = new byte[0];

    private CreateBuilders() {
    }

    abstract static class Spec<S extends CreateOptions<S>> extends CompressingSpec<S> implements CreateOptions<S> {
        private CreateMode mode = CreateMode.PERSISTENT;
        private List<ACL> acl; // null: the client's ACLProvider
        private long ttlMs = -1;
        private boolean parents;
        private boolean containers;
        private AtomicReference<Stat> stat;
        private boolean orSetData;
        private int setDataVersion = -1;
        private boolean protection;

        Spec(ClientCore core) {
            super(core);
        }

        @Override
        public S withMode(CreateMode mode) {
            this.mode = Objects.requireNonNull(mode, "mode");
            return self();
        }

        @Override
        public S withACL(List<ACL> acl) {
            this.acl = acl == null ? null : List.copyOf(acl);
            return self();
        }

        @Override
        public S withTtl(long ttlMs) {
            this.ttlMs = ttlMs;
            return self();
        }

        @Override
        public S creatingParentsIfNeeded() {
            parents = true;
            return self();
        }

        @Override
        public S creatingParentContainersIfNeeded() {
            parents = true;
            containers = true;
            return self();
        }

        @Override
        public S storingStatIn(AtomicReference<Stat> stat) {
            this.stat = stat;
            return self();
        }

        @Override
        public S orSetData() {
            return orSetData(-1);
        }

        @Override
        public S orSetData(int version) {
            orSetData = true;
            setDataVersion = version;
            return self();
        }

        @Override
        public S withProtection() {
            protection = true;
            return self();
        }

        /** A protected create's state, or null without {@link #withProtection()}. */
        ProtectedCreation protection(String path) {
            return protection ? new ProtectedCreation(core.ops(), core.guaranteedDeletes(), path, mode) : null;
        }

        /** One attempt of the create of {@code path}: protected if {@code protection} is not null. */
        CompletableFuture<String> run(String path, byte[] data, ProtectedCreation protection) {
            checkTtl();
            return stored(protection == null ? created(path, data)
                    : protection.attempt(protectedPath -> created(protectedPath, data)));
        }

        /** The async API's protected create, with its recovery ({@link ProtectedCreation#run}). */
        CompletableFuture<String> runRecovering(byte[] data, ProtectedCreation protection) {
            checkTtl();
            return stored(protection.run(protectedPath -> created(protectedPath, data)));
        }

        private CompletableFuture<String> stored(CompletableFuture<Operations.Created> created) {
            return created.thenApply(c -> {
                if (stat != null) {
                    stat.set(c.stat());
                }
                return c.path();
            });
        }

        private CompletableFuture<Operations.Created> created(String path, byte[] data) {
            Operations ops = core.ops();
            CompletableFuture<Operations.Created> created = parents
                    ? core.tree().withParents(path, containers, () -> ops.create(path, data, mode, acl, ttlMs))
                    : ops.create(path, data, mode, acl, ttlMs);
            if (orSetData) {
                created = created.exceptionallyCompose(failure -> Futures.is(failure, Code.NODEEXISTS)
                        ? ops.setData(path, data, setDataVersion).thenApply(set -> new Operations.Created(path, set))
                        : CompletableFuture.failedFuture(failure));
            }
            return created;
        }

        private void checkTtl() {
            if (mode.isTtl() && (ttlMs <= 0 || ttlMs > MAX_TTL_MS)) {
                throw new IllegalArgumentException("mode " + mode + " needs withTtl(ms) with 0 < ms <= " + MAX_TTL_MS
                        + ", was " + ttlMs);
            }
            if (!mode.isTtl() && ttlMs >= 0) {
                throw new IllegalArgumentException("withTtl(" + ttlMs + ") applies only to PERSISTENT_WITH_TTL and"
                        + " PERSISTENT_SEQUENTIAL_WITH_TTL, not to " + mode);
            }
        }
    }

    public static final class Sync extends Spec<CreateBuilder> implements CreateBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        CreateBuilder self() {
            return this;
        }

        @Override
        public String forPath(String path) throws KeeperException, InterruptedException {
            return forPath(path, EMPTY);
        }

        @Override
        public String forPath(String path, byte[] data) throws KeeperException, InterruptedException {
            byte[] stored = stored(path, data);
            ProtectedCreation protection = protection(path);
            try {
                return core.invoker().sync(() -> run(path, stored, protection));
            } catch (KeeperException | InterruptedException e) {
                if (protection != null) {
                    protection.gaveUp(e);
                }
                throw e;
            }
        }
    }

    public static final class Async extends Spec<AsyncCreateBuilder> implements AsyncCreateBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncCreateBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<String> forPath(String path) {
            return forPath(path, EMPTY);
        }

        @Override
        public CompletableFuture<String> forPath(String path, byte[] data) {
            byte[] stored = stored(path, data);
            ProtectedCreation protection = protection(path);
            if (protection == null) {
                return core.invoker().async(() -> run(path, stored, null));
            }
            CompletableFuture<String> created = core.invoker().async(() -> runRecovering(stored, protection));
            created.whenComplete((done, failure) -> {
                if (failure instanceof CancellationException) {
                    protection.abandon();
                }
            });
            return created;
        }
    }
}
