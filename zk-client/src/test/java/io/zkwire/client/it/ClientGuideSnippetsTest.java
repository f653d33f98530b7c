// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientState;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.WatcherType;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The snippets of docs/guide/client.md's sections on views, state, unhandled errors, rejoin, watch removal. */
class ClientGuideSnippetsTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void views() throws Exception {
        ZkClient client = server.client(b -> b.namespace("orders"));
        ZkClient billing = client.usingNamespace("billing");        // same session, paths under /billing
        billing.create().withMode(CreateMode.EPHEMERAL).forPath("/worker-1");
        ZkClient root = client.nonNamespaceView();                   // same session, no prefix
        long owner = root.checkExists().forPath("/billing/worker-1").ephemeralOwner();
        assertEquals(client.sessionId(), owner);
    }

    @Test
    void state() {
        String connectString = server.connectString();
        ZkClient client = ZkClient.builder().connectString(connectString).build();
        assertEquals(ZkClientState.LATENT, client.getState());
        client.start();
        assertTrue(client.isStarted());                               // ZkClientState.STARTED
        client.close();
        assertEquals(ZkClientState.STOPPED, client.getState());
    }

    @Test
    void unhandledErrors() throws Exception {
        ZkClient client = server.client();
        client.getUnhandledErrorListenable().addListener(
                (message, e) -> System.err.println("zkwire: " + message + ": " + e));
        assertNotNull(client.getUnhandledErrorListenable());
    }

    @Test
    void rejoin() throws Exception {
        String connectString = server.connectString();
        ZkClient first = server.client();
        long sessionId = first.sessionId();
        byte[] password = first.sessionPassword();
        first.close(); // ends the session: the rejoin below is refused as expired and a new session follows
        ZkClient second = ZkClient.builder()
                .connectString(connectString)
                .rejoinSession(sessionId, password)   // the session of a client that is gone
                .build();
        second.start();
        assertTrue(second.blockUntilConnected(30, TimeUnit.SECONDS));
        second.close();
    }

    @Test
    void watchRemoval() throws Exception {
        ZkClient client = server.client(b -> b.namespace(server.root().substring(1)));
        client.create().forPath("/config");
        client.getData().usingWatcher(event -> System.out.println(event)).forPath("/config");
        client.removeAllWatches("/config", WatcherType.Data, true);   // the server is told too, if reachable
    }
}
