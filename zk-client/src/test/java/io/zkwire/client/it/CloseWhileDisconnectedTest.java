package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperState;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Closing a client that has no connection still tells everyone who waits on it: connection-state listeners
 * hear CLOSED (the signal recipes complete their pending acquisitions on), watchers a None/Closed event.
 */
@Timeout(60)
class CloseWhileDisconnectedTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void closeWithoutAConnectionPublishesClosed() throws Exception {
        FaultProxy proxy = server.proxy();
        StateRecorder states = new StateRecorder();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(4_000));
        client.addConnectionStateListener(states);
        CompletableFuture<WatchedEvent> watcherHeard = new CompletableFuture<>();
        client.checkExists().usingWatcher(event -> {
            if (event.state() == KeeperState.Closed) {
                watcherHeard.complete(event);
            }
        }).forPath("/never-created");

        proxy.set(Fault.resetAll());
        states.awaitState(ConnectionState.SUSPENDED);
        client.close();

        states.awaitState(ConnectionState.CLOSED, 2_000);
        assertEquals(KeeperState.Closed, watcherHeard.get(2, TimeUnit.SECONDS).state());
    }
}
