package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.OpCode;
import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code delete().guaranteed()}, as Curator's: a delete that does not reach the server fails to its caller as
 * usual, and is carried out in the background once the client reaches the server again (with the caller's
 * version); one whose reply was lost ends quietly on NONODE. The partition drops the client's bytes rather
 * than holding them, so the failed attempt itself can never arrive late and delete the node.
 */
class GuaranteedDeleteTest {

    private static final Set<Code> CUT_OFF = Set.of(Code.CONNECTIONLOSS, Code.SESSIONEXPIRED);

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private final LogCapture log = LogCapture.of("io.zkwire.client.internal.ops.GuaranteedDeletes");
    private ZkClient direct;
    private FaultProxy proxy;
    private ZkClient throughProxy;
    private String node;
    private final EventRecorder nodeEvents = new EventRecorder();

    @AfterEach
    void stopCapturing() {
        log.close();
    }

    /** A node, watched by a client of its own, and a client whose requests the proxy can drop (short timeouts). */
    private void setUp() throws Exception {
        direct = server.client();
        node = server.path("node");
        direct.create().creatingParentsIfNeeded().forPath(node);
        direct.checkExists().usingWatcher(nodeEvents).forPath(node);
        proxy = server.proxy();
        throughProxy = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(3_000)
                .connectionTimeoutMs(1_000));
    }

    private void assertCutOff(KeeperException e) throws Exception {
        assertTrue(CUT_OFF.contains(e.code()), e::toString);
        assertNotNull(direct.checkExists().forPath(node), "no delete reached the server while it was cut off");
    }

    /** A guaranteed delete of the node through the proxy, sync or async; returns the failure it reports. */
    private interface CutOffDelete {
        KeeperException failure(ZkClient client, String path) throws Exception;
    }

    private void deleteCutOffFromTheServerFailsThenHappensOnceTheServerIsReachable(CutOffDelete delete)
            throws Exception {
        setUp();
        proxy.drop(Direction.CLIENT_TO_SERVER);

        assertCutOff(delete.failure(throughProxy, node));

        proxy.pass();
        assertEquals(nodeEvent(EventType.NodeDeleted, node), nodeEvents.next());
    }

    @Test
    void aSyncDeleteCutOffFromTheServerFailsThenHappensOnceTheServerIsReachable() throws Exception {
        deleteCutOffFromTheServerFailsThenHappensOnceTheServerIsReachable((client, path) ->
                assertThrows(KeeperException.class, () -> client.delete().guaranteed().forPath(path)));
    }

    @Test
    void anAsyncDeleteCutOffFromTheServerFailsThenHappensOnceTheServerIsReachable() throws Exception {
        deleteCutOffFromTheServerFailsThenHappensOnceTheServerIsReachable((client, path) -> assertInstanceOf(
                KeeperException.class, Await.failure(client.async().delete().guaranteed().forPath(path))));
    }

    @Test
    void aNodeChangedMeanwhileIsNotDeletedAndTheBackgroundSaysItGaveUp() throws Exception {
        setUp();
        proxy.drop(Direction.CLIENT_TO_SERVER);
        assertCutOff(assertThrows(KeeperException.class,
                () -> throughProxy.delete().guaranteed().withVersion(0).forPath(node)));
        direct.setData().forPath(node, new byte[] {1});
        assertEquals(nodeEvent(EventType.NodeDataChanged, node), nodeEvents.next());
        direct.checkExists().usingWatcher(nodeEvents).forPath(node);

        proxy.pass();
        String warning = log.await(line -> line.startsWith("WARNING gave up the guaranteed delete of " + node),
                Await.TIMEOUT);
        assertTrue(warning.contains("BadVersion"), warning);
        assertNotNull(direct.checkExists().forPath(node));
        assertEquals(List.of(), nodeEvents.drain(), "the node was neither deleted nor changed");
    }

    @Test
    void aDeleteWhoseReplyWasLostEndsQuietlyWhenTheRetryFindsNoNode() throws Exception {
        setUp();
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.DELETE.code()));

        // async: the sync API would retry by itself and report the NONODE of its retry
        Throwable failure = Await.failure(throughProxy.async().delete().guaranteed().forPath(node));
        assertEquals(Code.CONNECTIONLOSS, assertInstanceOf(KeeperException.class, failure).code(), failure::toString);
        Await.result(cut);
        assertEquals(nodeEvent(EventType.NodeDeleted, node), nodeEvents.next(), "the first attempt did delete it");

        log.await(line -> line.startsWith("FINE guaranteed delete of " + node + " done"), Await.TIMEOUT);
        assertEquals(List.of(), log.lines("WARNING"));
    }

    /**
     * A persistent node, and a client whose every connection the proxy then resets (its session lives on);
     * {@code states} hears that client.
     */
    private ZkClient cutOffWithAPersistentNode(int connectionTimeoutMs, StateRecorder states) throws Exception {
        direct = server.client();
        node = server.path("persistent");
        direct.create().creatingParentsIfNeeded().forPath(node);
        proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(30_000)
                .connectionTimeoutMs(connectionTimeoutMs));
        client.addConnectionStateListener(states);
        proxy.set(Fault.resetAll());
        states.awaitState(ConnectionState.SUSPENDED);
        return client;
    }

    @Test
    void closeWaitsForAGuaranteedDeleteOfAPersistentNodeThatWaitsForAConnection() throws Exception {
        ZkClient client = cutOffWithAPersistentNode(20_000, new StateRecorder());
        CompletableFuture<Void> delete = client.async().delete().guaranteed().forPath(node); // waits for a connection

        Thread closer = new Thread(client::close, "closer");
        closer.start();
        Polling.until(Await.TIMEOUT, "close() waiting or done",
                () -> closer.getState() == Thread.State.TIMED_WAITING || !closer.isAlive(), closer::toString);
        proxy.pass(); // the server is reachable again only now, while close() waits for the delete
        closer.join(Await.TIMEOUT.toMillis());

        assertFalse(closer.isAlive(), "close() ended within its bound");
        assertNull(direct.checkExists().forPath(node), "close() sent the persistent node's delete before closing");
        assertTrue(delete.isDone());
    }

    @Test
    void closeWaitsNoLongerThanTheConnectionTimeoutAndNamesTheDeleteItLeaves() throws Exception {
        StateRecorder states = new StateRecorder();
        ZkClient client = cutOffWithAPersistentNode(1_000, states);
        client.async().delete().guaranteed().forPath(node);

        try (LogCapture closeLog = LogCapture.of("io.zkwire.client.internal.DefaultZkClient")) {
            client.close(); // the server stays out of reach: the wait ends at connectionTimeoutMs

            String warning = closeLog.await(line -> line.startsWith("WARNING closing with 1 guaranteed delete(s)"),
                    Await.TIMEOUT);
            assertTrue(warning.contains("connectionTimeoutMs=1000") && warning.contains(node), warning);
        }
        states.awaitState(ConnectionState.CLOSED);
        proxy.pass();
        assertNotNull(direct.checkExists().forPath(node), "the delete left at close() is not sent afterwards");
    }
}
