package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** Every selectable version resolves, starts standalone, says which version it is, and logs to its file. */
class VersionSmokeTest {

    @ParameterizedTest
    @FieldSource("io.zkwire.testkit.ZkEnsemble#TESTED_VERSIONS")
    void startsStandaloneAndReportsItsVersion(String version) throws Exception {
        ZkEnsemble zk = ZkEnsemble.builder().version(version).start();
        try {
            ZkServer server = zk.server(0);
            String reply = RawSrvr.ask(server.clientPort(), 5_000);

            assertTrue(reply.contains("Zookeeper version: " + version + "-"), reply);
            assertTrue(reply.contains("Mode: standalone"), reply);
            assertTrue(server.logTail(500).contains("binding to port"),
                    "the server's INFO log goes to " + server.logFile() + ":\n" + server.logTail(20));
        } finally {
            Leftovers.closeAndAssertNoneLeft(zk, List.of());
        }
    }
}
