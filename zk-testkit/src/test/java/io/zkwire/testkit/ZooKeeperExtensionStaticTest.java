package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A static field: one server for the whole class, its nested classes included, injected where asked. */
class ZooKeeperExtensionStaticTest {
    @RegisterExtension
    static final ZooKeeperExtension ZK = ZooKeeperExtension.standalone();

    private static ZkEnsemble injectedBeforeAll;

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

    @Nested
    class NestedTests {
        @Test
        void seeTheOuterClassServer(ZkEnsemble ensemble) {
            assertSame(injectedBeforeAll, ensemble);
            assertEquals(ZkMode.STANDALONE, ensemble.server(0).mode());
        }
    }
}
