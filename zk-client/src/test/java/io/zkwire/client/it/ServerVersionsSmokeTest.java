package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ReadOp;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.testkit.ZkEnsemble;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The operations every supported server version has, against each version; the newer operations work
 * where the server has them and fail with a clear UNIMPLEMENTED (not a hang) where it has not, after
 * which the session carries on.
 */
@Timeout(300)
class ServerVersionsSmokeTest {

    @ParameterizedTest(name = "ZooKeeper {0}")
    @ValueSource(strings = {"3.5.10", "3.6.4", "3.7.2", "3.8.6", "3.9.5"})
    void operationsWorkOrFailClearly(String version) throws Throwable {
        try (ZkEnsemble ensemble = TestServers.start(TestServers.builder(1, version).build());
                ZkClient client = Clients.started(Clients.builder(ensemble.connectString()))) {
            long session = client.sessionId();
            commonOperations(client);
            boolean since36 = !version.startsWith("3.5.");
            boolean since37 = since36 && !version.startsWith("3.6.");

            expect(since36, client, () -> {
                EventRecorder recorder = new EventRecorder();
                client.addWatch("/smoke", recorder, AddWatchMode.PERSISTENT_RECURSIVE);
                client.create().forPath("/smoke/watched");
                assertEquals(nodeEvent(EventType.NodeCreated, "/smoke/watched"), recorder.next());
            });
            expect(since36, client, () -> assertEquals(List.of("getChildren [watched]"),
                    OpResults.describe(client.multiRead(List.of(ReadOp.getChildren("/smoke"))))));
            expect(since36, client, () -> assertEquals(List.of("/smoke-ephemeral"), client.getEphemerals("/")));
            expect(since36, client, () -> assertTrue(client.getAllChildrenNumber("/smoke") >= 1));
            expect(since37, client, () -> assertTrue(client.whoAmI().contains(new ClientInfo("ip", "127.0.0.1"))));

            assertEquals(session, client.sessionId(), "UNIMPLEMENTED must not cost the session");
        }
    }

    private static void commonOperations(ZkClient client) throws Exception {
        client.create().forPath("/smoke", new byte[] {1});
        client.create().withMode(CreateMode.EPHEMERAL).forPath("/smoke-ephemeral");
        assertEquals("/smoke/seq-0000000000",
                client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath("/smoke/seq-"));
        client.create().withMode(CreateMode.CONTAINER).forPath("/smoke-container");
        client.create().withMode(CreateMode.PERSISTENT_WITH_TTL).withTtl(60_000).forPath("/smoke-ttl");
        EventRecorder recorder = new EventRecorder();
        assertArrayEquals(new byte[] {1}, client.getData().usingWatcher(recorder).forPath("/smoke"));
        assertEquals(1, client.setData().withVersion(0).forPath("/smoke", new byte[] {2}).version());
        assertEquals(nodeEvent(EventType.NodeDataChanged, "/smoke"), recorder.next());
        assertEquals(List.of("seq-0000000000"), client.getChildren().forPath("/smoke"));
        assertEquals(Ids.OPEN_ACL_UNSAFE, client.getACL().forPath("/smoke"));
        assertEquals("/smoke", client.sync("/smoke"));
        assertEquals(2, client.transaction()
                .create("/smoke/tx", new byte[0], CreateMode.PERSISTENT)
                .delete("/smoke/seq-0000000000", -1)
                .commit().size());
        client.delete().forPath("/smoke/tx");
        assertNull(client.checkExists().forPath("/smoke/tx"));
        assertNotNull(client.checkExists().forPath("/smoke"));
    }

    /** Runs {@code operation}, or, on a server without it, expects UNIMPLEMENTED and a working session. */
    private static void expect(boolean supported, ZkClient client, Executable operation) throws Throwable {
        if (supported) {
            operation.execute();
        } else {
            Await.keeperError(Code.UNIMPLEMENTED, operation);
            assertNotNull(client.checkExists().forPath("/smoke"), "the client goes on after UNIMPLEMENTED");
        }
    }
}
