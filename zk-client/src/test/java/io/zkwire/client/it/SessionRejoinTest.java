// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** ZkClientBuilder.rejoinSession: a new client takes over a session whose client is gone. */
class SessionRejoinTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void aNewClientRejoinsTheSessionAndItsEphemeralsStay() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient first = server.client(b -> b.connectString(proxy.connectString()));
        first.create().forPath(server.root());
        String node = first.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("e"));
        long id = first.sessionId();
        proxy.close(); // the first client is cut off without ending its session

        ZkClient second = server.client(b -> b.rejoinSession(id, first.sessionPassword()));
        assertEquals(id, second.sessionId());
        assertEquals(id, second.checkExists().forPath(node).ephemeralOwner());
        assertEquals(List.of(node), second.getEphemerals(server.root()));
        assertEquals(0, second.newBuilder().settings().rejoinSessionId(), "a derived builder starts its own");
    }

    @Test
    void aWrongPasswordEndsInAClearExpiry() throws Exception {
        ZkClient owner = server.client();
        byte[] wrong = owner.sessionPassword();
        wrong[0] ^= 1;
        StateRecorder states = new StateRecorder();
        FaultProxy proxy = server.proxy();
        proxy.hold(Direction.SERVER_TO_CLIENT); // the handshake's answer waits until a call is waiting too
        try (ZkClient impostor = Clients.builder(proxy.connectString()).rejoinSession(owner.sessionId(), wrong)
                .build()) {
            impostor.addConnectionStateListener(states);
            impostor.start();
            CompletableFuture<?> parked = impostor.async().checkExists().forPath("/");
            proxy.pass();

            KeeperException e = assertInstanceOf(KeeperException.SessionExpiredException.class, Await.failure(parked));
            assertTrue(e.getMessage().contains("cannot be rejoined: its password is wrong"), e.getMessage());
            states.awaitState(ConnectionState.LOST, Await.TIMEOUT.toMillis());
            states.awaitState(ConnectionState.CONNECTED, Await.TIMEOUT.toMillis()); // the first connection it ever had
            assertNotEquals(owner.sessionId(), impostor.sessionId(), "a new session followed");
        }
        long ownerSession = owner.sessionId();
        // the server drops the owner's connection when another offers its session; the owner resumes it
        assertTrue(owner.blockUntilConnected(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
        assertNotNull(owner.checkExists().forPath("/"));
        assertEquals(ownerSession, owner.sessionId(), "the owner's session lives on");
    }

    @Test
    void aPasswordOfTheWrongLengthIsRefusedByTheBuilder() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ZkClient.builder().rejoinSession(1, new byte[3]));
        assertTrue(e.getMessage().contains("16 bytes"), e.getMessage());
    }
}
