// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The cache's requests, pipelined with at most {@code limit} in flight (the rest wait here, not on the
 * server), each answer handed back on the engine's serial executor; tells the engine when nothing is left.
 * Touched only on that executor.
 */
final class BoundedReads {

    /** A queue that held more than this is dropped once empty: its array would stay as large as its peak. */
    private static final int KEEP_QUEUE = 1024;

    /** One request to the server; sent again if its reply came too early to be trusted. */
    interface Request<T> {
        CompletableFuture<T> send();
    }

    /** Takes a request's value or its (unwrapped) failure, on the engine's executor. */
    interface Reply<T> {
        void received(T value, Throwable failure);
    }

    /** Hears, on the engine's executor, that every request was answered and none waits. */
    interface Idle {
        void allAnswered();
    }

    private final int limit;
    private final Executor engine;
    private final Idle whenIdle;
    private Queue<Runnable> waiting = new ArrayDeque<>();
    private int peak;
    private int inFlight;

    BoundedReads(int limit, Executor engine, Idle whenIdle) {
        this.limit = limit;
        this.engine = engine;
        this.whenIdle = whenIdle;
    }

    /** Sends {@code request} when a slot is free; {@code reply} gets its value or its (unwrapped) failure. */
    <T> void submit(Request<T> request, Reply<T> reply) {
        waiting.add(() -> {
            inFlight++;
            send(request, reply);
        });
        peak = Math.max(peak, waiting.size());
        sendWaiting();
    }

    /**
     * Answers must reach the engine in the order the server sent them, interleaved with notifications as on
     * the wire: the client completes futures on its event thread in that order, so a callback attached before
     * completion keeps it. One attached after (the reply came while this thread, not the event thread, was
     * still sending) would run out of order; such a reply is not trusted and the request is sent again.
     */
    private <T> void send(Request<T> request, Reply<T> reply) {
        Attaching attaching = new Attaching(Thread.currentThread());
        ReplyFailures.failedFutureIfThrows(request::send).whenComplete((value, failure) -> {
            if (attaching.now() && (failure == null || ReplyFailures.isNoNode(failure))) {
                send(request, reply);
                return;
            }
            engine.execute(() -> answer(reply, value, failure));
        });
        attaching.done = true;
    }

    private <T> void answer(Reply<T> reply, T value, Throwable failure) {
        inFlight--;
        reply.received(value, failure == null ? null : ReplyFailures.unwrap(failure));
        sendWaiting();
        if (inFlight == 0 && waiting.isEmpty()) {
            whenIdle.allAnswered();
        }
    }

    /** Whether a callback runs while the sender is still attaching it; only the sender reads the flag. */
    private static final class Attaching {
        private final Thread sender;
        private boolean done;

        Attaching(Thread sender) {
            this.sender = sender;
        }

        boolean now() {
            return Thread.currentThread() == sender && !done;
        }
    }

    private void sendWaiting() {
        while (inFlight < limit && !waiting.isEmpty()) {
            waiting.poll().run();
        }
        if (waiting.isEmpty() && peak > KEEP_QUEUE) {
            waiting = new ArrayDeque<>(); // after a large load, not to keep its queue's array for the cache's life
            peak = 0;
        }
    }
}
