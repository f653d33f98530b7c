// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import javax.security.auth.Subject;
import javax.security.sasl.SaslClient;
import javax.security.sasl.SaslException;

/**
 * One connection's SASL conversation: the first token, then one answer per server token until the
 * mechanism is complete. GSSAPI steps run as the logged-in subject. Steps may block (KDC, DNS): never on
 * the event loop; one step at a time.
 */
public final class SaslExchange {

    private static final byte[] EMPTY = new byte[0];

    private final SaslClient client;
    private final Subject subject;

    SaslExchange(SaslClient client, Subject subject) {
        this.client = client;
        this.subject = subject;
    }

    /** The token of the first request: the initial response if the mechanism has one, else empty (as ZooKeeper's client). */
    public byte[] firstToken() throws SaslException {
        return client.hasInitialResponse() ? evaluate(EMPTY) : EMPTY;
    }

    /**
     * The answer to the server's token, or null once the exchange is complete and nothing is left to send
     * (the server has then accepted us: it answered our last token without an error).
     */
    public byte[] next(byte[] serverToken) throws SaslException {
        if (client.isComplete()) {
            return null;
        }
        byte[] answer = evaluate(serverToken == null ? EMPTY : serverToken);
        boolean nothingToSend = answer == null || answer.length == 0;
        return client.isComplete() && nothingToSend ? null : (answer == null ? EMPTY : answer);
    }

    /** Forgets the mechanism's state; quietly, as the connection is over either way. */
    public void dispose() {
        try {
            client.dispose();
        } catch (SaslException ignored) {
            // nothing to release that a failure here would keep
        }
    }

    @SuppressWarnings("removal") // Subject.doAs: the only way on Java 17 (Subject.callAs came in 18)
    private byte[] evaluate(byte[] challenge) throws SaslException {
        if (subject == null) {
            return client.evaluateChallenge(challenge);
        }
        try {
            return Subject.doAs(subject, (PrivilegedExceptionAction<byte[]>) () -> client.evaluateChallenge(challenge));
        } catch (PrivilegedActionException e) {
            throw e.getException() instanceof SaslException sasl ? sasl
                    : new SaslException(e.getException().toString(), e.getException());
        }
    }
}
