package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.LockSorting;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.apache.curator.framework.recipes.locks.LockInternals;
import org.apache.curator.framework.recipes.locks.StandardLockInternalsDriver;
import org.junit.jupiter.api.Test;

/** Our order must be Curator's exactly, quirks included: Curator 5.9's own code is the oracle. */
class LockSortingTest {

    private static final StandardLockInternalsDriver CURATOR = new StandardLockInternalsDriver();

    @Test
    void sortKeysMatchCuratorForAllShapesOfNames() {
        for (String name : sampleNames(new Random(42), 500)) {
            for (String lockName : List.of("lock-", "lease-", "__READ__", "__WRIT__")) {
                assertEquals(StandardLockInternalsDriver.standardFixForSorting(name, lockName),
                        LockSorting.fixForSorting(name, lockName), name + " / " + lockName);
            }
        }
    }

    @Test
    void mutexOrderMatchesCurator() {
        List<String> children = sampleNames(new Random(7), 300);
        assertEquals(LockInternals.getSortedChildren("lock-", CURATOR, children),
                SortedChildren.sort(children, LockSorting.standard("lock-")).names());
    }

    @Test
    void readWriteOrderStripsReadThenWriteName() {
        String read = "_c_" + UUID.randomUUID() + "-__READ__0000000004";
        String write = "_c_" + UUID.randomUUID() + "-__WRIT__0000000003";
        String downgrade = "_c_" + UUID.randomUUID() + "-__READ__0000000003";
        assertEquals("0000000004", LockSorting.readWrite().apply(read));
        assertEquals("0000000003", LockSorting.readWrite().apply(write));
        assertEquals(List.of(write, downgrade, read),
                SortedChildren.sort(List.of(read, write, downgrade), LockSorting.readWrite()).names());
    }

    @Test
    void negativeSuffixAfterOverflowSortsFirstAndForeignNamesLast() {
        String positive = "_c_" + UUID.randomUUID() + "-lock-2147483647";
        String negative = "_c_" + UUID.randomUUID() + "-lock--2147483648";
        String foreign = "_c_" + UUID.randomUUID() + "-other";
        assertEquals(List.of(negative, positive, foreign),
                SortedChildren.sort(List.of(foreign, positive, negative), LockSorting.standard("lock-")).names());
    }

    static List<String> sampleNames(Random random, int count) {
        List<String> names = new ArrayList<>();
        String[] kinds = {"lock-", "lease-", "__READ__", "__WRIT__", "", "lock-x-lock-"};
        for (int i = 0; i < count; i++) {
            String kind = kinds[random.nextInt(kinds.length)];
            int sequence = random.nextInt(5) == 0 ? Integer.MIN_VALUE + random.nextInt(3) : random.nextInt(1000);
            String suffix = String.format("%010d", sequence);
            String name = switch (random.nextInt(4)) {
                case 0 -> kind + suffix;
                case 1 -> "_c_" + new UUID(random.nextLong(), random.nextLong()) + "-" + kind + suffix;
                case 2 -> "foreign" + random.nextInt(10);
                default -> "_c_" + new UUID(random.nextLong(), random.nextLong()) + "-" + kind + suffix;
            };
            names.add(name);
        }
        Collections.shuffle(names, random);
        return names;
    }
}
