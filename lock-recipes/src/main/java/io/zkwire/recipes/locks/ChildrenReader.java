package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.nodes.Failures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * Lists a lock's children for all local contenders, one request at a time. {@link #read} promises a
 * listing whose request is sent after the call, so it reflects every create the caller sent before:
 * when no listing is in flight it is sent at once (pipelined right behind the caller's create, the
 * uncontended case costs one round trip); otherwise the caller joins the next listing, sent when the
 * one in flight is answered. Ten thousand contenders arriving together thus cost a handful of listings,
 * not ten thousand listings of ten thousand names each. A missing parent lists as empty.
 */
final class ChildrenReader {

    /** Whether a listing is in flight, and the one callers arriving meanwhile wait for (null: none yet). */
    private record State(boolean busy, CompletableFuture<SortedChildren> next) {}

    private static final State IDLE = new State(false, null);
    private static final State BUSY = new State(true, null);

    private final ZkClient client;
    private final String path;
    private final UnaryOperator<String> sortKey;
    private final AtomicReference<State> state = new AtomicReference<>(IDLE);

    ChildrenReader(ZkClient client, String path, UnaryOperator<String> sortKey) {
        this.client = client;
        this.path = path;
        this.sortKey = sortKey;
    }

    CompletableFuture<SortedChildren> read() {
        while (true) {
            State now = state.get();
            if (!now.busy()) {
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
        Failures.call(() -> client.async().getChildren().forPath(path)).whenComplete((children, failure) -> {
            if (failure == null) {
                target.complete(SortedChildren.sort(children, sortKey));
            } else if (Failures.isNoNode(failure)) {
                target.complete(SortedChildren.sort(List.of(), sortKey));
            } else {
                target.completeExceptionally(Failures.unwrap(failure));
            }
            sendNext();
        });
    }

    private void sendNext() {
        while (true) {
            State now = state.get();
            State after = now.next() == null ? IDLE : BUSY;
            if (state.compareAndSet(now, after)) {
                if (now.next() != null) {
                    sendInto(now.next());
                }
                return;
            }
        }
    }
}
