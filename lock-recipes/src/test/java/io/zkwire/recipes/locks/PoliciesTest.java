package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.LockSorting;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.apache.curator.framework.recipes.locks.PredicateResults;
import org.apache.curator.framework.recipes.locks.StandardLockInternalsDriver;
import org.junit.jupiter.api.Test;

class PoliciesTest {

    @Test
    void mutexPredicateMatchesCuratorsForEveryPosition() throws Exception {
        StandardLockInternalsDriver curator = new StandardLockInternalsDriver();
        Random random = new Random(3);
        for (int round = 0; round < 20; round++) {
            SortedChildren children = SortedChildren.sort(LockSortingTest.sampleNames(random, 40), LockSorting.standard("lock-"));
            for (String ours : children.names()) {
                for (int maxLeases : new int[] {1, 3}) {
                    PredicateResults expected = curator.getsTheLock(null, children.names(), ours, maxLeases);
                    Verdict verdict = new IndexPolicy(maxLeases, false).evaluate(children, ours);
                    assertEquals(expected.getsTheLock(), verdict instanceof Verdict.Holds, ours);
                    if (!expected.getsTheLock()) {
                        assertEquals(expected.getPathToWatch(), ((Verdict.WaitForNode) verdict).name(), ours);
                    }
                }
            }
        }
    }

    @Test
    void onlyTheImmediateSuccessorOfTheHolderMayTakeTheLockWithoutListing() {
        SortedChildren children = sorted("a-lock-0000000001", "b-lock-0000000002", "c-lock-0000000003");
        assertEquals(new Verdict.WaitForNode("a-lock-0000000001", true), IndexPolicy.MUTEX.evaluate(children, "b-lock-0000000002"));
        assertEquals(new Verdict.WaitForNode("b-lock-0000000002", false), IndexPolicy.MUTEX.evaluate(children, "c-lock-0000000003"));
        assertTrue(IndexPolicy.MUTEX.inheritsHead());
    }

    @Test
    void aWriterNeverSkipsTheListingBecauseADowngradeCanSortAheadOfIt() {
        SortedChildren children = rw("w-__WRIT__0000000001", "x-__WRIT__0000000002");
        assertEquals(new Verdict.WaitForNode("w-__WRIT__0000000001", false),
                IndexPolicy.WRITE_LOCK.evaluate(children, "x-__WRIT__0000000002"));
        assertFalse(IndexPolicy.WRITE_LOCK.inheritsHead());
    }

    @Test
    void readersHoldUntilAWriterIsAheadAndThenWatchTheFirstWriter() {
        SortedChildren children = rw("r1-__READ__0000000001", "w1-__WRIT__0000000002", "r2-__READ__0000000003",
                "w2-__WRIT__0000000004", "r3-__READ__0000000005");
        ReaderPolicy reader = ReaderPolicy.INSTANCE;
        assertEquals(Verdict.HOLDS, reader.evaluate(children, "r1-__READ__0000000001"));
        assertEquals(new Verdict.WaitForNode("w1-__WRIT__0000000002", true), reader.evaluate(children, "r2-__READ__0000000003"));
        assertEquals(new Verdict.WaitForNode("w1-__WRIT__0000000002", false), reader.evaluate(children, "r3-__READ__0000000005"));
        assertEquals(Verdict.MISSING, reader.evaluate(children, "gone-__READ__0000000009"));
    }

    @Test
    void aLeaseIsHeldWhileTheLeasesFitAndItsNodeIsThere() {
        SortedChildren two = SortedChildren.sort(List.of("a-lease-0000000001", "b-lease-0000000002"), LockSorting.standard("lease-"));
        assertEquals(Verdict.HOLDS, new LeaseCountPolicy(2).evaluate(two, "b-lease-0000000002"));
        assertEquals(Verdict.WAIT_FOR_CHILDREN, new LeaseCountPolicy(1).evaluate(two, "a-lease-0000000001"));
        assertEquals(Verdict.MISSING, new LeaseCountPolicy(5).evaluate(two, "c-lease-0000000003"));
    }

    @Test
    void aDowngradeHoldsWithoutLooking() {
        assertEquals(Verdict.HOLDS, LockPolicy.ALWAYS_HOLDS.evaluate(sorted(), "anything"));
        assertFalse(LockPolicy.ALWAYS_HOLDS.needsChildren());
    }

    private static SortedChildren sorted(String... names) {
        return SortedChildren.sort(List.of(names), LockSorting.standard("lock-"));
    }

    private static SortedChildren rw(String... names) {
        return SortedChildren.sort(List.of(names), LockSorting.readWrite());
    }
}
