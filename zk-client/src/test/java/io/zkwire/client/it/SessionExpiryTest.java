package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The client is cut off (through a TCP proxy; the server keeps running and keeps its clock) until the
 * server has expired its session: LOST, pending work fails with SessionExpired, watchers hear Expired,
 * then the client starts a new session and reports RECONNECTED.
 */
@Timeout(120)
class SessionExpiryTest {

    private static final int SESSION_TIMEOUT_MS = 4_000;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void expiredSessionIsLostAndReplacedByANewOne() throws Exception {
        ZkClient observer = server.client();
        observer.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        StateRecorder states = new StateRecorder();
        ZkClient victim = server.client(b -> b.connectString(proxy.connectString())
                .sessionTimeoutMs(SESSION_TIMEOUT_MS)
                // Long enough that a request made while cut off is still waiting when the session is lost.
                .connectionTimeoutMs(60_000));
        victim.addConnectionStateListener(states);
        long oldSession = victim.sessionId();
        String ephemeral = server.path("ephemeral");
        victim.create().withMode(CreateMode.EPHEMERAL).forPath(ephemeral);
        EventRecorder oneShot = new EventRecorder();
        EventRecorder persistent = new EventRecorder();
        victim.getData().usingWatcher(oneShot).forPath(ephemeral);
        victim.addWatch(server.root(), persistent, AddWatchMode.PERSISTENT_RECURSIVE);
        EventRecorder expiry = new EventRecorder();
        observer.checkExists().usingWatcher(expiry).forPath(ephemeral);

        proxy.set(Fault.resetAll()); // every connection refused until pass()
        states.awaitState(ConnectionState.SUSPENDED);
        CompletableFuture<byte[]> pending = victim.async().getData().forPath(server.root());
        // The server deletes the session's ephemeral when it expires the session.
        assertEquals(nodeEvent(EventType.NodeDeleted, ephemeral), expiry.next());
        proxy.pass();

        assertFalse(states.awaitState(ConnectionState.LOST).contains(ConnectionState.RECONNECTED),
                "the old session must not come back");
        Await.keeperError(Code.SESSIONEXPIRED, pending);
        oneShot.takeUntilState(KeeperState.Expired);
        persistent.takeUntilState(KeeperState.Expired);
        states.awaitState(ConnectionState.RECONNECTED);

        long newSession = victim.sessionId();
        assertNotEquals(oldSession, newSession);
        assertNotEquals(0L, newSession);
        assertNull(victim.checkExists().forPath(ephemeral), "the old session's ephemeral is gone");
        victim.create().withMode(CreateMode.EPHEMERAL).forPath(ephemeral);
        assertEquals(newSession, observer.checkExists().forPath(ephemeral).ephemeralOwner());
    }

    @Test
    void sessionClosedFromAnotherConnectionIsReportedExpiredByTheServer() throws Exception {
        StateRecorder states = new StateRecorder();
        ZkClient victim = server.client();
        victim.addConnectionStateListener(states);
        victim.create().forPath(server.root());
        victim.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("ephemeral"));
        EventRecorder watcher = new EventRecorder();
        victim.checkExists().usingWatcher(watcher).forPath(server.path("missing"));
        long oldSession = victim.sessionId();

        // Taking the session over moves it away from the victim; closing it ends it on the server, so the
        // victim's reconnect is answered "expired" (timeOut 0), not guessed from silence.
        OfficialClient.connect(server.connectString(), oldSession, victim.sessionPassword()).close();

        states.awaitState(ConnectionState.LOST);
        watcher.takeUntilState(KeeperState.Expired);
        states.awaitState(ConnectionState.RECONNECTED);
        assertNotEquals(oldSession, victim.sessionId());
        assertNull(victim.checkExists().forPath(server.path("ephemeral")));
    }

    @Test
    void clientDeclaresTheSessionLostOnItsOwnWhileCutOff() throws Exception {
        FaultProxy proxy = server.proxy();
        StateRecorder states = new StateRecorder();
        ZkClient victim = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(SESSION_TIMEOUT_MS));
        victim.addConnectionStateListener(states);
        long oldSession = victim.sessionId();

        proxy.set(Fault.resetAll()); // every connection refused until pass()

        // No server contact at all: the client must give the session up by itself (docs/contributing/protocol.md §6.1).
        states.awaitState(ConnectionState.SUSPENDED);
        states.awaitState(ConnectionState.LOST);
        proxy.pass();
        states.awaitState(ConnectionState.RECONNECTED);
        assertNotEquals(oldSession, victim.sessionId());
    }
}
