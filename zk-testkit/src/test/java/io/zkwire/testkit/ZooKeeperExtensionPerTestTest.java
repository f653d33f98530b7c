package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.extension.RegisterExtension;

/** An instance field: every test gets its own server, gone after the test. */
class ZooKeeperExtensionPerTestTest {
    private static final List<Long> PIDS = new ArrayList<>();

    @RegisterExtension
    final ZooKeeperExtension zk = ZooKeeperExtension.standalone();

    @RepeatedTest(2)
    void eachTestHasItsOwnRunningServer(ZkEnsemble ensemble) {
        assertSame(zk.ensemble(), ensemble);
        assertEquals(ZkMode.STANDALONE, ensemble.server(0).mode());
        PIDS.add(ensemble.server(0).pid());
    }

    @AfterAll
    static void everyServerWasDistinctAndIsGone() {
        assertEquals(2, PIDS.stream().distinct().count(), PIDS.toString());
        PIDS.forEach(pid -> assertFalse(Leftovers.isAlive(pid),
                "server " + pid + " still alive after its test"));
    }
}
