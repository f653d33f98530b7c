// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;
import org.junit.jupiter.api.Test;

/** Which zxid each handshake names, and when a new session's history is found older than the client's. */
class SessionIdentityTest {

    private static final int HOSTS = 3;
    private static final long SEEN = 0x100000015L;

    private final SessionIdentity identity = new SessionIdentity(4_000, false);

    private static ConnectResponse session(long id) {
        return new ConnectResponse(0, 4_000, id, new byte[ConnectRequest.PASSWORD_LENGTH], false);
    }

    /** A client that had session 1 and saw {@link #SEEN}, then lost it. */
    private void sessionLost() {
        identity.nextRequest();
        identity.accept(session(1));
        identity.sawZxid(SEEN);
        identity.forget();
    }

    /** After {@link #sessionLost()}, every host leaves a new session unanswered; the next one takes it from 0. */
    private void newSessionFromZeroAfterTheLoss() {
        sessionLost();
        for (int attempt = 0; attempt < HOSTS; attempt++) {
            identity.nextRequest();
            identity.unanswered(HOSTS);
        }
        assertEquals(0, identity.nextRequest().lastZxidSeen());
        identity.accept(session(2));
    }

    @Test
    void aResumeAlwaysNamesTheZxidSeenSoServersBehindItRefuseIt() {
        identity.nextRequest();
        identity.accept(session(1));
        identity.sawZxid(SEEN);
        for (int attempt = 0; attempt < 3 * HOSTS; attempt++) {
            ConnectRequest request = identity.nextRequest();
            assertEquals(1, request.sessionId());
            assertEquals(SEEN, request.lastZxidSeen());
            identity.unanswered(HOSTS);
        }
    }

    @Test
    void aNewSessionNamesTheZxidSeenUntilEveryHostLeftItUnansweredThenAsksFromZero() {
        sessionLost();
        for (int attempt = 0; attempt < HOSTS; attempt++) {
            assertEquals(SEEN, identity.nextRequest().lastZxidSeen(), "attempt " + attempt);
            identity.unanswered(HOSTS);
        }
        assertEquals(0, identity.nextRequest().lastZxidSeen());
        assertEquals(0, identity.nextRequest().sessionId());
    }

    @Test
    void aNewSessionFromZeroOnAnOlderHistoryIsToldOnceAndAdoptsIt() {
        newSessionFromZeroAfterTheLoss();
        assertEquals(0, identity.olderHistory(0), "a zxid of 0 (auth reply) tells nothing");
        assertEquals(SEEN, identity.olderHistory(2));
        identity.sawZxid(2);
        assertEquals(0, identity.olderHistory(3), "told once");
        identity.sawZxid(3);
        assertEquals(3, identity.nextRequest().lastZxidSeen(), "the resume names the new history's zxid");
    }

    @Test
    void aNewSessionFromZeroOnACaughtUpServerTellsNothing() {
        newSessionFromZeroAfterTheLoss();
        assertEquals(0, identity.olderHistory(SEEN + 1));
        assertEquals(0, identity.olderHistory(1), "confirmed already");
    }

    @Test
    void aNewSessionThatNamedTheZxidSeenHasNothingToConfirmAndStartsCountingAfresh() {
        sessionLost();
        identity.nextRequest();
        identity.unanswered(HOSTS);
        identity.nextRequest();
        identity.accept(session(2));
        assertEquals(0, identity.olderHistory(1));
        identity.forget();
        for (int attempt = 0; attempt < HOSTS; attempt++) {
            assertEquals(SEEN, identity.nextRequest().lastZxidSeen(), "attempt " + attempt);
            identity.unanswered(HOSTS);
        }
    }
}
