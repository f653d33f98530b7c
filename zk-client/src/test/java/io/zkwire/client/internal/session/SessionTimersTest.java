package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SessionTimersTest {

    @Test
    void readConnectAndExpirationTimeoutsFollowTheNegotiatedTimeout() {
        assertEquals(20_000, SessionTimers.readTimeoutMs(30_000));
        assertEquals(2_666, SessionTimers.readTimeoutMs(4_000));
        assertEquals(10_000, SessionTimers.connectTimeoutMs(30_000, 3));
        assertEquals(40_000, SessionTimers.expirationTimeoutMs(30_000));
        assertEquals(2_863_311_529L, SessionTimers.expirationTimeoutMs(Integer.MAX_VALUE), "no int overflow");
    }

    @Test
    void pingAfterAboutAThirdOfTheTimeoutOfSendSilence() {
        // T = 30 s: readTimeout 20 s, ping when 10 s - idle - 1 s <= 0, i.e. after 9 s.
        assertFalse(SessionTimers.pingDue(30_000, 8_999));
        assertTrue(SessionTimers.pingDue(30_000, 9_000));
        assertEquals(10_000 - 500, SessionTimers.timeToNextPingMs(30_000, 500), "no 1 s step before 1 s idle");
    }

    @Test
    void pingAtLeastEveryTenSecondsWhateverTheTimeout() {
        assertFalse(SessionTimers.pingDue(120_000, 10_000));
        assertTrue(SessionTimers.pingDue(120_000, 10_001));
    }

    @Test
    void pingDueThresholdMatchesTheFormulaForEveryTimeout() {
        for (int t = 1; t <= 40_000; t += 7) {
            long due = SessionTimers.pingDueAfterIdleMs(t);
            assertTrue(SessionTimers.pingDue(t, due), "due at " + due + " for T=" + t);
            assertFalse(due > 0 && SessionTimers.pingDue(t, due - 1), "not due before " + due + " for T=" + t);
        }
    }

    @Test
    void nextCheckIsTheEarlierOfPingAndReadTimeout() {
        assertEquals(9_000, SessionTimers.nextCheckMs(30_000, 0, 0, false));
        assertEquals(20_000, SessionTimers.nextCheckMs(30_000, 0, 0, true), "ping in flight: only the read timeout");
        assertEquals(5_000, SessionTimers.nextCheckMs(30_000, 0, 15_000, false));
        assertEquals(1, SessionTimers.nextCheckMs(30_000, 0, 25_000, true), "overdue: look again at once");
        assertEquals(1, SessionTimers.nextCheckMs(120_000, 10_000, 0, false), "the 10 s cap");
    }

    @Test
    void lostDeadlineIsTheAcknowledgedSendPlusTButNeverPastFourThirdsTSinceContact() {
        long ms = 1_000_000L;
        long margin = 500 * ms;
        assertEquals(100 * ms + 30_000 * ms - margin, SessionTimers.lostDeadlineNanos(100 * ms, 5_000 * ms, 30_000));
        assertEquals(40_000 * ms - margin, SessionTimers.lostDeadlineNanos(20_000 * ms, 0, 30_000));
        long nearWrap = Long.MAX_VALUE - 10 * ms;
        assertEquals(nearWrap + 30_000 * ms - margin, SessionTimers.lostDeadlineNanos(nearWrap, nearWrap, 30_000),
                "nanoTime arithmetic survives wrap-around");
    }

    @Test
    void lostIsRaisedALittleEarlySoDelaysCannotMakeItLate() {
        assertEquals(80, SessionTimers.lostMarginMs(4_000));
        assertEquals(500, SessionTimers.lostMarginMs(60_000));
    }
}
