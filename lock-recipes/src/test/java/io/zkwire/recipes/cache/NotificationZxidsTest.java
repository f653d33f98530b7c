// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.WatchedEvent;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which notifications the cached tree covers already, and which cost a read, by their zxid (no reads sent). */
class NotificationZxidsTest {

    private final CacheTree tree = new CacheTree("/r", 10, (type, oldData, data) -> { });
    private final NotificationZxids zxids = new NotificationZxids(tree);

    NotificationZxidsTest() throws CacheLimitException {
        tree.apply("/r", stat(1, 1), new byte[0]);
        tree.apply("/r/a", stat(10, 20), new byte[0]); // created at 10, last changed at 20
    }

    @Test
    void aChangeOrCreationAtOrBeforeTheCachedMzxidIsKnown() {
        assertTrue(zxids.known(event(EventType.NodeDataChanged, "/r/a", 20)));
        assertTrue(zxids.known(event(EventType.NodeCreated, "/r/a", 10)));
        assertFalse(zxids.known(event(EventType.NodeDataChanged, "/r/a", 21)));
        assertFalse(zxids.known(event(EventType.NodeCreated, "/r/b", 5)), "a node not cached is never known");
    }

    @Test
    void withoutAZxidNothingIsKnown() {
        assertFalse(zxids.known(event(EventType.NodeDataChanged, "/r/a", WatchedEvent.UNKNOWN_ZXID)));
        assertFalse(zxids.known(event(EventType.NodeDataChanged, "/r/a", 0)));
        assertFalse(zxids.known(event(EventType.NodeDeleted, "/r/a", WatchedEvent.UNKNOWN_ZXID)));
    }

    @Test
    void aDeleteOfAnEarlierIncarnationIsKnownAndALaterOneIsNot() {
        assertTrue(zxids.known(event(EventType.NodeDeleted, "/r/a", 5)), "deleted at 5, the cached one made at 10");
        assertFalse(zxids.known(event(EventType.NodeDeleted, "/r/a", 25)));
    }

    @Test
    void childrenChangesAreKnownUpToTheChildrenPzxidLastListed() {
        assertFalse(zxids.known(event(EventType.NodeChildrenChanged, "/r/a", 30)), "children never listed");
        tree.reconcileChildren("/r/a", List.of(), 30);
        assertTrue(zxids.known(event(EventType.NodeChildrenChanged, "/r/a", 30)));
        assertFalse(zxids.known(event(EventType.NodeChildrenChanged, "/r/a", 31)));
    }

    @Test
    void oneReadPerNodeAtATimeAndOneMoreIfItsAnswerFallsShort() throws CacheLimitException {
        assertTrue(zxids.needsRead(event(EventType.NodeDataChanged, "/r/a", 30)));
        assertFalse(zxids.needsRead(event(EventType.NodeDataChanged, "/r/a", 40)), "a read is on its way");
        tree.apply("/r/a", stat(10, 30), new byte[0]);
        assertTrue(zxids.needsReadAgain("/r/a", true), "the answer was taken at 30, a change at 40 was heard");
        tree.apply("/r/a", stat(10, 40), new byte[0]);
        assertFalse(zxids.needsReadAgain("/r/a", true));
        assertFalse(zxids.needsRead(event(EventType.NodeDataChanged, "/r/a", 40)), "the cache holds it");
    }

    @Test
    void aFailedReadIsNotReadAgainHereAndADeleteEndsTheWait() {
        assertTrue(zxids.needsRead(event(EventType.NodeDataChanged, "/r/a", 30)));
        assertFalse(zxids.needsReadAgain("/r/a", false), "a failed read follows the engine's failure rules");
        assertTrue(zxids.needsRead(event(EventType.NodeDataChanged, "/r/a", 31)));
        zxids.deleted(event(EventType.NodeDeleted, "/r/a", 35));
        assertFalse(zxids.needsReadAgain("/r/a", true), "deleted after the change: nothing left to read");
        assertTrue(zxids.needsRead(event(EventType.NodeDataChanged, "/r/b", WatchedEvent.UNKNOWN_ZXID)),
                "without a zxid every notification is read");
    }

    private static Stat stat(long czxid, long mzxid) {
        return new Stat(czxid, mzxid, 0, 0, 0, 0, 0, 0, 0, 0, czxid);
    }

    private static WatchedEvent event(EventType type, String path, long zxid) {
        return new WatchedEvent(type, KeeperState.SyncConnected, path, zxid);
    }
}
