package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
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
 * shared listing leaves the map when nothing is queued behind it, so idle paths keep nothing.
 */
final class ChildrenReader {

    private record Key(ZkClient client, String path, UnaryOperator<String> sortKey) {}

    /** The shared listings with a request in flight; looked up by readers on any thread, so a concurrent map. */
    private static final ConcurrentMap<Key, Shared> IN_FLIGHT = new ConcurrentHashMap<>();

    private final Key key;

    ChildrenReader(ZkClient client, String path, UnaryOperator<String> sortKey) {
        this.key = new Key(client, path, sortKey);
    }

    CompletableFuture<SortedChildren> read() {
        CompletableFuture<SortedChildren> answer = new CompletableFuture<>();
        Shared shared = IN_FLIGHT.computeIfAbsent(key, Shared::new);
        shared.serial.execute(() -> shared.ask(answer));
        return answer;
    }

    /**
     * One client's listings of one path in one order, one request at a time; its state is touched only in its
     * serial tasks. A reader that found it just before it left the map is still served: its listing is sent.
     */
    private static final class Shared {

        private final Key key;
        private final SerialExecutor serial = new SerialExecutor();
        private boolean inFlight;
        private List<CompletableFuture<SortedChildren>> queued = new ArrayList<>();

        Shared(Key key) {
            this.key = key;
        }

        void ask(CompletableFuture<SortedChildren> answer) {
            if (inFlight) {
                queued.add(answer);
            } else {
                inFlight = true;
                send(List.of(answer));
            }
        }

        private void send(List<CompletableFuture<SortedChildren>> answers) {
            ReplyFailures.failedFutureIfThrows(() -> key.client().async().getChildren().forPath(key.path()))
                    .whenComplete((children, failure) -> serial.execute(() -> answered(answers, children, failure)));
        }

        /** Sends the next listing first, so readers woken by this answer join a listing sent after it. */
        private void answered(List<CompletableFuture<SortedChildren>> answers, List<String> children,
                Throwable failure) {
            List<CompletableFuture<SortedChildren>> next = queued;
            queued = new ArrayList<>();
            if (next.isEmpty()) {
                inFlight = false;
                IN_FLIGHT.remove(key, this);
            } else {
                send(next);
            }
            if (failure == null || ReplyFailures.isNoNode(failure)) {
                SortedChildren sorted = SortedChildren.sort(failure == null ? children : List.of(), key.sortKey());
                answers.forEach(answer -> answer.complete(sorted)); // sorted once, shared by every reader
            } else {
                answers.forEach(answer -> answer.completeExceptionally(ReplyFailures.unwrap(failure)));
            }
        }
    }
}
