// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A server that requires SASL (enforce.auth with the sasl scheme): SASL clients work, others are told why not. */
class SaslRequiredTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> SaslJaas.server(b)
            .systemProperty("zookeeper.enforce.auth.enabled", "true")
            .systemProperty("zookeeper.enforce.auth.schemes", "sasl"));

    @Test
    void aSaslClientOperates() throws Exception {
        ZkClient alice = server.client(b -> b.saslJaas(SaslJaas.client("alice", "alice-secret"), "Client"));

        alice.create().forPath(server.root(), new byte[] {1});

        assertArrayEquals(new byte[] {1}, alice.getData().forPath(server.root()));
    }

    @Test
    void aClientWithoutSaslIsToldWhatToConfigure() throws Exception {
        assertRefusedWithoutSasl(server);
    }

    /** The first request of a client without SASL is refused, and the client ends (LOST) saying why. */
    static void assertRefusedWithoutSasl(SharedServer server) throws Exception {
        StateRecorder states = new StateRecorder();
        ZkClient anonymous = server.client(b -> b.saslDisabled());
        anonymous.addConnectionStateListener(states);

        KeeperException refused = Await.keeperError(Code.SESSIONCLOSEDREQUIRESASLAUTH,
                () -> anonymous.getData().forPath("/"));

        assertTrue(refused.getMessage().contains("configure SASL (ZkClientBuilder.saslJaasSection"), refused::getMessage);
        states.awaitState(ConnectionState.LOST);
        KeeperException after = Await.keeperError(Code.AUTHFAILED, () -> anonymous.getData().forPath("/"));
        assertTrue(after.getMessage().contains("requires an authentication"), after::getMessage);
        assertEquals(0, states.drain().size());
    }
}
