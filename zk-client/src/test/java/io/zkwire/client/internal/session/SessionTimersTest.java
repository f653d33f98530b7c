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
        assertEquals(50, SessionTimers.lostMarginMs(1_000));
    }

    @Test
    void withoutEnsembleTimingThereIsNoFollowerAllowance() {
        assertEquals(0, SessionTimers.followerAllowanceMs(30_000, 0));
        assertEquals(SessionTimers.lostDeadlineNanos(7, 9, 30_000), SessionTimers.lostDeadlineNanos(7, 9, 30_000, 0));
        assertEquals(SessionTimers.pingDueAfterIdleMs(30_000), SessionTimers.pingDueAfterIdleMs(30_000, 0));
    }

    @Test
    void aCutOffFollowerLagMovesLostEarlierByTheLagPlusOnePingInterval() {
        // ZooKeeper's sample zoo.cfg (tickTime 2 s, syncLimit 5): L = 5 * 2 s + 1 s = 11 s; T = 60 s, m = 500 ms.
        long lag = 11_000;
        long ping = SessionTimers.pingDueAfterIdleMs(60_000, lag);
        assertEquals(10_001, ping, "the usual ping interval (10 s cap) leaves room enough");
        assertEquals(11_000 + 10_001 + 500, SessionTimers.followerAllowanceMs(60_000, lag));
        assertTrue(SessionTimers.coversFollowerLag(60_000, lag));
        long ms = 1_000_000L;
        assertEquals((60_000 - 21_501 - 500) * ms, SessionTimers.lostDeadlineNanos(0, 0, 60_000, lag));
    }

    @Test
    void aShortTimeoutPingsMoreOftenSoTheDeadlineStaysTwoPingsAway() {
        // tickTime 500 ms, syncLimit 5: L = 2,750 ms; T = 5 s, m = 100 ms.
        long lag = 2_750;
        long ping = SessionTimers.pingDueAfterIdleMs(5_000, lag);
        assertEquals((5_000 - 200 - 2_750) / 3, ping, "(T - 2m - L) / 3 instead of the usual 1,001 ms");
        assertTrue(SessionTimers.pingDue(5_000, lag, ping));
        assertFalse(SessionTimers.pingDue(5_000, lag, ping - 1));
        long answeredSendToLost = 5_000 - SessionTimers.followerAllowanceMs(5_000, lag) - 100;
        assertTrue(answeredSendToLost >= 2 * ping, answeredSendToLost + " ms from an answered send to LOST");
        assertTrue(SessionTimers.coversFollowerLag(5_000, lag));
    }

    @Test
    void aTimeoutTooShortForTheLagIsReportedAndNeverLosesAHealthySession() {
        long lag = 2_750;
        assertFalse(SessionTimers.coversFollowerLag(4_000, lag));
        long ping = SessionTimers.pingDueAfterIdleMs(4_000, lag);
        assertEquals(400, ping, "never below T/10");
        long answeredSendToLost = 4_000 - SessionTimers.followerAllowanceMs(4_000, lag) - 80;
        assertEquals(2 * ping, answeredSendToLost, "capped: still two ping intervals after an answered send");
    }
}
