// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.NameCallback;
import javax.security.auth.callback.PasswordCallback;
import javax.security.sasl.AuthorizeCallback;
import javax.security.sasl.RealmCallback;
import javax.security.sasl.Sasl;
import javax.security.sasl.SaslException;
import javax.security.sasl.SaslServer;
import org.junit.jupiter.api.Test;

/**
 * The token loop against the JDK's own DIGEST-MD5 server, set up as ZooKeeper's (protocol {@code zookeeper},
 * server name {@code zk-sasl-md5}): it ends exactly when the server has accepted the client, and a wrong
 * password is the server's to reject.
 */
class SaslExchangeTest {

    private static SaslServer server(String password) throws SaslException {
        return Sasl.createSaslServer("DIGEST-MD5", "zookeeper", "zk-sasl-md5", Map.of(), callbacks -> {
            for (Callback c : callbacks) {
                if (c instanceof PasswordCallback p) {
                    p.setPassword(password.toCharArray());
                } else if (c instanceof AuthorizeCallback a) {
                    a.setAuthorized(a.getAuthenticationID().equals(a.getAuthorizationID()));
                } else if (!(c instanceof NameCallback || c instanceof RealmCallback)) {
                    throw new IllegalStateException("unexpected " + c);
                }
            }
        });
    }

    @Test
    void digestMd5EndsOnceTheServerHasAnsweredTheLastToken() throws Exception {
        SaslServer server = server("secret");
        SaslExchange exchange = SaslIdentity.digest("bob", "secret", "test").start("127.0.0.1");
        int rounds = 0;

        byte[] token = exchange.firstToken();
        assertEquals(0, token.length, "DIGEST-MD5 has no initial response: the first token is empty");
        while (token != null) {
            token = exchange.next(server.evaluateResponse(token));
            rounds++;
        }

        assertTrue(server.isComplete());
        assertEquals("bob", server.getAuthorizationID());
        assertEquals(2, rounds, "challenge, then rspauth");
        assertNull(exchange.next(new byte[0]), "nothing more once complete");
    }

    @Test
    void aWrongPasswordIsRejectedByTheServer() throws Exception {
        SaslServer server = server("secret");
        SaslExchange exchange = SaslIdentity.digest("bob", "guess", "test").start("127.0.0.1");

        byte[] response = exchange.next(server.evaluateResponse(exchange.firstToken()));

        assertThrows(SaslException.class, () -> server.evaluateResponse(response));
    }
}
