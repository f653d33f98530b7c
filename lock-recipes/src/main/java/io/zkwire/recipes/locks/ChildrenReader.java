package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.Failures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * Lists a lock's children for all local contenders, one request at a time. {@link #read} promises a
 * listing whose request is sent after the call, so it reflects every create the caller sent before:
 * when no listing is in flight it is sent at once (pipelined right behind the caller's create, the
 * uncontended case costs one round trip); otherwise the caller joins the next listing, sent when the
 * one in flight is answered. Ten thousand contenders arriving together thus cost a handful of listings,
 * not ten thousand listings of ten thousand names each. A missing parent lists as empty.
 *
 * <p>The coalescing spans lock objects: readers of one client, path and order (equal sort keys) share the
 * listing in flight, so a lock object per waiting thread costs no more listings than one shared object. A
 * shared listing retires when nothing is queued behind it, so idle paths keep nothing.
 */
final class ChildrenReader {

    private record Key(ZkClient client, String path, UnaryOperator<String> sortKey) {}

    /** The shared listings with a request in flight. */
    private static final ConcurrentMap<Key, Shared> IN_FLIGHT = new ConcurrentHashMap<>();

    private final Key key;

    ChildrenReader(ZkClient client, String path, UnaryOperator<String> sortKey) {
        this.key = new Key(client, path, sortKey);
    }

    CompletableFuture<SortedChildren> read() {
        while (true) {
            Shared shared = IN_FLIGHT.computeIfAbsent(key, Shared::new);
            CompletableFuture<SortedChildren> answer = shared.read();
            if (answer != null) {
                return answer;
            }
            IN_FLIGHT.remove(key, shared); // retired meanwhile: start a new one
        }
    }

    /** One client's listings of one path in one order, one request at a time, until it retires. */
    private static final class Shared {

        /** Whether a listing is in flight, and the one callers arriving meanwhile wait for (null: none yet). */
        private record State(boolean busy, CompletableFuture<SortedChildren> next) {}

        private static final State IDLE = new State(false, null);
        private static final State BUSY = new State(true, null);
        private static final State RETIRED = new State(false, null); // told apart from IDLE by identity

        private final Key key;
        private final AtomicReference<State> state = new AtomicReference<>(IDLE);

        Shared(Key key) {
            this.key = key;
        }

        /** The listing to wait for; null once retired. */
        CompletableFuture<SortedChildren> read() {
            while (true) {
                State now = state.get();
                if (now == RETIRED) {
                    return null;
                } else if (!now.busy()) {
                    if (state.compareAndSet(now, BUSY)) {
                        CompletableFuture<SortedChildren> answer = new CompletableFuture<>();
                        sendInto(answer);
                        return answer;
                    }
                } else if (now.next() != null) {
                    return now.next();
                } else {
                    State joined = new State(true, new CompletableFuture<>());
                    if (state.compareAndSet(now, joined)) {
                        return joined.next();
                    }
                }
            }
        }

        private void sendInto(CompletableFuture<SortedChildren> target) {
            ZkClient client = key.client();
            Failures.call(() -> client.async().getChildren().forPath(key.path())).whenComplete((children, failure) -> {
                if (failure == null) {
                    target.complete(SortedChildren.sort(children, key.sortKey()));
                } else if (Failures.isNoNode(failure)) {
                    target.complete(SortedChildren.sort(List.of(), key.sortKey()));
                } else {
                    target.completeExceptionally(Failures.unwrap(failure));
                }
                sendNext();
            });
        }

        private void sendNext() {
            while (true) {
                State now = state.get();
                State after = now.next() == null ? RETIRED : BUSY;
                if (state.compareAndSet(now, after)) {
                    if (now.next() != null) {
                        sendInto(now.next());
                    } else {
                        IN_FLIGHT.remove(key, this);
                    }
                    return;
                }
            }
        }
    }
}
