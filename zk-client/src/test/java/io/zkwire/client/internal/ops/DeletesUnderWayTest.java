// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What close() waits for: the guaranteed deletes not settled yet, within a bound. */
@Timeout(30)
class DeletesUnderWayTest {

    private final DeletesUnderWay underWay = new DeletesUnderWay();

    @Test
    void nothingUnderWayMeansNoWait() throws Exception {
        underWay.settled(underWay.begin("/done"));

        assertEquals(List.of(), underWay.await(TimeUnit.DAYS.toMillis(1)));
    }

    @Test
    void theWaitEndsWhenTheLastDeleteIsSettled() throws Exception {
        DeletesUnderWay.Ticket first = underWay.begin("/a");
        DeletesUnderWay.Ticket second = underWay.begin("/b");
        CompletableFuture<List<String>> left = CompletableFuture.supplyAsync(() -> {
            try {
                return underWay.await(TimeUnit.DAYS.toMillis(1));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });

        underWay.settled(first);
        underWay.settled(second);

        assertEquals(List.of(), left.get(20, TimeUnit.SECONDS));
    }

    @Test
    void theBoundEndsTheWaitAndNamesWhatIsLeft() throws Exception {
        underWay.settled(underWay.begin("/done"));
        underWay.begin("/stuck");

        assertEquals(List.of("/stuck"), underWay.await(50));
    }
}
