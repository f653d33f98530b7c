package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.nodes.Failures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.ReentrantLock;
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

    private final ZkClient client;
    private final String path;
    private final UnaryOperator<String> sortKey;
    private final ReentrantLock lock = new ReentrantLock();
    private boolean busy; // guarded by lock
    private CompletableFuture<SortedChildren> next; // guarded by lock

    ChildrenReader(ZkClient client, String path, UnaryOperator<String> sortKey) {
        this.client = client;
        this.path = path;
        this.sortKey = sortKey;
    }

    CompletableFuture<SortedChildren> read() {
        CompletableFuture<SortedChildren> toSend = null;
        CompletableFuture<SortedChildren> answer;
        lock.lock();
        try {
            if (busy) {
                if (next == null) {
                    next = new CompletableFuture<>();
                }
                answer = next;
            } else {
                busy = true;
                answer = toSend = new CompletableFuture<>();
            }
        } finally {
            lock.unlock();
        }
        if (toSend != null) {
            sendInto(toSend);
        }
        return answer;
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
        CompletableFuture<SortedChildren> following;
        lock.lock();
        try {
            following = next;
            next = null;
            busy = following != null;
        } finally {
            lock.unlock();
        }
        if (following != null) {
            sendInto(following);
        }
    }
}
