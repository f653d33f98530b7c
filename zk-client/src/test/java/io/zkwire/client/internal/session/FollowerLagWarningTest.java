package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        FollowerLagWarning warning = new FollowerLagWarning(LAG_MS);
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
        new FollowerLagWarning(LAG_MS).negotiated(5_000);
        new FollowerLagWarning(0).negotiated(1_000);
        assertEquals(List.of(), log.lines("WARNING"));
    }
}
