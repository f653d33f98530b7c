package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** In a 3-server ensemble, killing the server a session is connected to moves the session, intact. */
@Timeout(180)
class FailoverTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> b.servers(3));

    @Test
    void sessionAndItsEphemeralSurviveTheConnectedServersDeath() throws Exception {
        StateRecorder states = new StateRecorder();
        // the ensemble's own timing (the kit's tickTime 500 ms, syncLimit 5): with the 11 s lag assumed without
        // it, a 10 s session would be given up 2 s after its last answer, shorter than an election may take here
        ZkClient client = server.client(b -> b.sessionTimeoutMs(10_000).ensembleTiming(500, 5));
        client.addConnectionStateListener(states);
        long session = client.sessionId();
        client.create().forPath(server.root());
        client.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("ephemeral"));
        EventRecorder recorder = new EventRecorder();
        client.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT_RECURSIVE);
        int first = ConnectedServer.of(server.ensemble(), session);

        server.ensemble().server(first).kill();

        states.awaitState(ConnectionState.SUSPENDED);
        List<ConnectionState> between = states.awaitState(ConnectionState.RECONNECTED);
        assertFalse(between.contains(ConnectionState.LOST), () -> "states: " + between);
        assertEquals(session, client.sessionId());
        assertNotEquals(first, ConnectedServer.of(server.ensemble(), session));
        assertEquals(session, client.checkExists().forPath(server.path("ephemeral")).ephemeralOwner());

        ZkClient other = server.client();
        other.setData().forPath(server.path("ephemeral"), new byte[] {1});
        assertEquals(List.of(nodeEvent(EventType.NodeDataChanged, server.path("ephemeral"))),
                recorder.nextNodeEvents(1));
    }
}
