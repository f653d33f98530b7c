// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.recipes.testing.Await;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A latch listener that records "isLeader" and "notLeader" in the order heard, for bounded waits on them. */
final class HeardChanges implements LeaderLatchListener {

    private final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

    @Override
    public void isLeader() {
        heard.add("isLeader");
    }

    @Override
    public void notLeader() {
        heard.add("notLeader");
    }

    /** The next change, failing the test if none comes within {@link Await#LIMIT}. */
    String next() throws InterruptedException {
        String change = heard.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        assertTrue(change != null, "no leadership change within " + Await.LIMIT);
        return change;
    }

    /** The changes heard so far and not yet taken, without waiting. */
    List<String> now() {
        List<String> now = new ArrayList<>();
        heard.drainTo(now);
        return now;
    }
}
