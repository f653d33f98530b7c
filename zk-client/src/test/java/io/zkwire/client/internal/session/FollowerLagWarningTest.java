package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.config.FollowerLag;
import io.zkwire.client.testing.LogCapture;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FollowerLagWarningTest {

    // tickTime 500 ms, syncLimit 5: L = 2,750 ms (SessionTimersTest: 5 s covers it, 4 s does not)
    private static final long LAG_MS = 2_750;

    private final LogCapture log = LogCapture.of(FollowerLagWarning.class.getName());

    @AfterEach
    void stopCapturing() {
        log.close();
    }

    @Test
    void aTimeoutTooShortIsReportedOnceWithTheSmallestOneThatCoversTheLag() {
        FollowerLagWarning warning = new FollowerLagWarning(new FollowerLag(LAG_MS, FollowerLag.Source.GIVEN));
        warning.negotiated(4_000);
        warning.negotiated(4_000); // the next handshake of the same client
        int smallest = FollowerLagWarning.minimumTimeoutFor(LAG_MS);

        List<String> lines = log.lines("WARNING");
        assertEquals(1, lines.size(), () -> "one warning per client: " + lines);
        assertTrue(lines.get(0).contains("timeout of 4,000 ms is too short") && lines.get(0).contains(
                "Raise sessionTimeoutMs to at least " + String.format("%,d", smallest) + " ms"), lines.get(0));
        assertTrue(SessionTimers.coversFollowerLag(smallest, LAG_MS), "the advice must be enough");
        assertFalse(SessionTimers.coversFollowerLag(smallest * 99 / 100 - 1, LAG_MS), "and not much more");
    }

    @Test
    void aTimeoutThatCoversTheLagOrNoLagAtAllSaysNothing() {
        new FollowerLagWarning(new FollowerLag(LAG_MS, FollowerLag.Source.GIVEN)).negotiated(5_000);
        new FollowerLagWarning(new FollowerLag(0, FollowerLag.Source.STANDALONE)).negotiated(1_000);
        assertEquals(List.of(), log.lines("WARNING"));
    }

    @Test
    void anAssumedLagIsNamedAsAssumedWithEnsembleTimingAsTheOtherRemedy() {
        FollowerLag assumed = new FollowerLag(11_000, FollowerLag.Source.ASSUMED); // tickTime 2000 ms, syncLimit 5
        new FollowerLagWarning(assumed).negotiated(4_000);

        List<String> lines = log.lines("WARNING");
        assertEquals(1, lines.size(), () -> "one warning: " + lines);
        String line = lines.get(0);
        assertTrue(line.contains("ZooKeeper's sample timing, tickTime 2000 ms and syncLimit 5"), line);
        assertTrue(line.contains("Raise sessionTimeoutMs to at least "
                + String.format("%,d", FollowerLagWarning.minimumTimeoutFor(11_000)) + " ms"), line);
        assertTrue(line.contains("ensembleTiming(tickTimeMs, syncLimit)"), line);
        // what the client does meanwhile: gives up two ping intervals (T/10 each) after an answered send
        assertTrue(line.contains("gives the session up 800 ms after sending the last request"), line);
        long covered = FollowerLagWarning.largestLagCoveredBy(4_000);
        assertTrue(line.contains("is at most " + String.format("%,d", covered) + " ms"), line);
    }

    @Test
    void theLargestLagCoveredIsExactlyWhereCoverageEnds() {
        for (int t : new int[] {2_000, 4_000, 10_000, 40_000}) {
            long covered = FollowerLagWarning.largestLagCoveredBy(t);
            assertTrue(SessionTimers.coversFollowerLag(t, covered), () -> t + " covers " + covered);
            assertFalse(SessionTimers.coversFollowerLag(t, covered + 1), () -> t + " covers " + (covered + 1));
        }
    }

    @Test
    void ignoringTheLagIsToldOnceWhateverTheTimeout() {
        FollowerLagWarning warning = new FollowerLagWarning(new FollowerLag(0, FollowerLag.Source.IGNORED));
        warning.negotiated(60_000);
        warning.negotiated(4_000);

        List<String> lines = log.lines("WARNING");
        assertEquals(1, lines.size(), () -> "one warning: " + lines);
        assertTrue(lines.get(0).contains("ignoreFollowerLag() was called")
                && lines.get(0).contains("ensembleTiming(tickTimeMs, syncLimit)"), lines.get(0));
    }
}
