// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A shared count in the field: its client's session expires, its server restarts. */
@Timeout(120)
class SharedCountFaultsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aCountFollowsChangesAfterItsSessionExpired() throws Exception {
        String path = server.path("count");
        ZkClient client = server.client();
        SharedCount count = Started.count(server, client, path, 1);
        Heard heard = new Heard();
        count.addListener(heard);
        SharedCount writer = Started.count(server, server.client(), path, 1);

        SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
        heard.awaitState(ConnectionState.LOST);
        heard.awaitState(ConnectionState.RECONNECTED);
        writer.setCount(2); // the new session's watch, set by the read after the reconnect, hears it

        heard.awaitCount(2);
        assertEquals(2, count.getCount());
        assertTrue(count.trySetCount(count.getVersionedValue(), 3), "writes go on in the new session");
        Await.until(() -> writer.getCount() == 3, "the other process reads the write");
    }

    @Test
    void aCountFollowsChangesAfterItsServerRestarted() throws Exception {
        String path = server.path("count");
        SharedCount count = Started.count(server, server.client(), path, 1);
        Heard heard = new Heard();
        count.addListener(heard);
        ZkServer zk = server.ensemble().server(0);

        zk.stop();
        heard.awaitState(ConnectionState.SUSPENDED);
        zk.start().awaitServing(Duration.ofSeconds(60));
        heard.awaitState(ConnectionState.RECONNECTED);
        SharedCount writer = Started.count(server, server.client(), path, 1);
        writer.setCount(5);

        heard.awaitCount(5);
        assertEquals(5, count.getCount());
    }

    @Test
    void aChangeMadeWhileCutOffIsHeardAfterTheReconnect() throws Exception {
        String path = server.path("count");
        FaultProxy proxy = server.proxy();
        SharedCount count = Started.count(server, server.client(b -> b.connectString(proxy.connectString())), path, 1);
        Heard heard = new Heard();
        count.addListener(heard);
        SharedCount writer = Started.count(server, server.client(), path, 1);

        proxy.blackhole();
        heard.awaitState(ConnectionState.SUSPENDED);
        writer.setCount(7);
        proxy.pass();

        heard.awaitState(ConnectionState.RECONNECTED); // the same session, or a new one after LOST on a slow machine
        heard.awaitCount(7);
        assertEquals(7, count.getCount());
    }
}
