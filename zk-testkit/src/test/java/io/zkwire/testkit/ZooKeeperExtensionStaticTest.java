package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A static field: one server for the whole class, its nested classes included, injected where asked; a root
 * path per test, and what a test hands over closed after it.
 */
class ZooKeeperExtensionStaticTest {
    @RegisterExtension
    static final ZooKeeperExtension ZK = ZooKeeperExtension.standalone();

    private static ZkEnsemble injectedBeforeAll;
    private static final List<String> ROOTS = new CopyOnWriteArrayList<>();
    private static final List<String> CLOSED = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void remember(ZkEnsemble ensemble) {
        injectedBeforeAll = ensemble;
    }

    @Test
    void servesBeforeTheTestsAndInjectsTheSameEnsemble(ZkEnsemble ensemble) throws Exception {
        assertSame(injectedBeforeAll, ensemble);
        assertSame(ZK.ensemble(), ensemble);
        assertEquals(ensemble.connectString(), ZK.connectString());
        assertTrue(RawSrvr.ask(ensemble.server(0).clientPort(), 5_000).contains("Mode: standalone"));
    }

    @RepeatedTest(2)
    void eachTestHasItsOwnRootAndItsResourcesAreClosedAfterIt() {
        String root = ZK.root();
        assertTrue(root.startsWith("/zookeeperextensionstatictest-eachtesthasitsownroot"), root);
        assertEquals(root + "/a", ZK.path("a"));
        ROOTS.add(root);
        ZK.closeAfterTest(() -> CLOSED.add(root + " first"));
        ZK.closeAfterTest(() -> CLOSED.add(root + " second"));
        assertTrue(CLOSED.stream().noneMatch(closed -> closed.startsWith(root)), "closed during the test: " + CLOSED);
    }

    @AfterAll
    static void rootsWereDistinctAndResourcesClosedLastFirst() {
        assertEquals(2, ROOTS.stream().distinct().count(), ROOTS.toString());
        assertEquals(ROOTS.stream().flatMap(root -> Stream.of(root + " second", root + " first")).toList(), CLOSED);
        assertThrows(IllegalStateException.class, ZK::root, "a root outside a test");
    }

    @Nested
    class NestedTests {
        @Test
        void seeTheOuterClassServer(ZkEnsemble ensemble) {
            assertSame(injectedBeforeAll, ensemble);
            assertEquals(ZkMode.STANDALONE, ensemble.server(0).mode());
        }
    }
}
