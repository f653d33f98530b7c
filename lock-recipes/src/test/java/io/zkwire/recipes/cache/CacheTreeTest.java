// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.protocol.data.Stat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rule that turns reads into events, on the tree alone. */
class CacheTreeTest {

    private final List<String> events = new ArrayList<>();
    private final CacheTree tree = new CacheTree("/r", Integer.MAX_VALUE,
            (type, oldData, data) -> events.add(type + " " + (data != null ? data : oldData).getPath() + " "
                    + (data != null ? data : oldData).getStat().czxid()));

    /**
     * A parent deleted and created again while the cache was cut off, and a child of the new parent heard of
     * (through its own notification) before the parent's read: the new parent replaces the old one and what was
     * cached below it from before, but not that child, which would otherwise be reported deleted and created again.
     */
    @Test
    void aNewIncarnationOfAParentKeepsTheChildrenCreatedAfterIt() throws Exception {
        tree.apply("/r", stat(1, 1), null);
        tree.apply("/r/p", stat(2, 2), null);
        tree.apply("/r/p/old", stat(3, 3), null);
        tree.apply("/r/p/new", stat(12, 12), null); // under the parent created again at 10
        events.clear();

        tree.apply("/r/p", stat(10, 10), null);

        assertEquals(List.of("NODE_DELETED /r/p/old 3", "NODE_DELETED /r/p 2", "NODE_CREATED /r/p 10"), events);
        assertNotNull(tree.node("/r/p/new"));
        assertEquals(3, tree.size());
    }

    @Test
    void aReadOfAnEarlierIncarnationOrAnOlderVersionChangesNothing() throws Exception {
        tree.apply("/r", stat(5, 7), null);
        events.clear();
        tree.apply("/r", stat(4, 9), null);
        tree.apply("/r", stat(5, 6), null);
        tree.apply("/r", stat(5, 7), null);
        assertEquals(List.of(), events);
    }

    private static Stat stat(long czxid, long mzxid) {
        return new Stat(czxid, mzxid, 0, 0, 0, 0, 0, 0, 0, 0, mzxid);
    }
}
