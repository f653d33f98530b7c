// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.recipes.internal.SerialExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** BoundedReads alone: the in-flight bound, the idle signal, and replies that would arrive out of order. */
class BoundedReadsTest {

    @Test
    void noMoreThanTheLimitIsInFlightAndIdleComesOnceAllAnswered() {
        List<CompletableFuture<String>> sent = new ArrayList<>();
        List<String> answered = new ArrayList<>();
        AtomicInteger idle = new AtomicInteger();
        BoundedReads reads = new BoundedReads(2, new SerialExecutor(), idle::incrementAndGet);
        for (int i = 0; i < 5; i++) {
            reads.submit(() -> {
                CompletableFuture<String> f = new CompletableFuture<>();
                sent.add(f);
                return f;
            }, (value, failure) -> answered.add(value));
        }
        assertEquals(2, sent.size(), "two in flight, three waiting");
        for (int i = 0; i < 5; i++) {
            sent.get(i).complete("r" + i);
        }
        assertEquals(List.of("r0", "r1", "r2", "r3", "r4"), answered);
        assertEquals(1, idle.get());
    }

    @Test
    void aReplyThatCameBeforeItsCallbackWasAttachedIsNotTrustedAndTheRequestIsSentAgain() {
        AtomicInteger sends = new AtomicInteger();
        CompletableFuture<String> second = new CompletableFuture<>();
        List<String> answered = new ArrayList<>();
        BoundedReads reads = new BoundedReads(1, new SerialExecutor(), () -> { });
        reads.submit(() -> sends.incrementAndGet() == 1 ? CompletableFuture.completedFuture("early") : second,
                (value, failure) -> answered.add(value));
        assertEquals(2, sends.get(), "sent again");
        assertEquals(List.of(), answered);
        second.complete("in order");
        assertEquals(List.of("in order"), answered);
    }
}
