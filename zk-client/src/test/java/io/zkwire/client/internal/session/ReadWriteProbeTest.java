// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReadWriteProbeTest {

    private static List<Long> pauses(int sessionTimeoutMs, int rounds) {
        List<Long> pauses = new ArrayList<>();
        long pause = ReadWriteProbe.FIRST_PAUSE_MS;
        for (int i = 0; i < rounds; i++) {
            pauses.add(pause);
            pause = ReadWriteProbe.nextPauseMs(pause, sessionTimeoutMs);
        }
        return pauses;
    }

    @Test
    void doublesFromAHundredMillisecondsUpToAMinuteAsApachesClientDoes() {
        List<Long> pauses = pauses(Integer.MAX_VALUE, 12);
        assertEquals(List.of(100L, 200L, 400L, 800L, 1_600L, 3_200L, 6_400L, 12_800L, 25_600L, 51_200L, 60_000L,
                60_000L), pauses);
    }

    @Test
    void neverPausesLongerThanAQuarterOfTheSessionTimeout() {
        assertEquals(List.of(100L, 200L, 400L, 800L, 1_600L, 3_200L, 3_750L, 3_750L), pauses(15_000, 8));
    }

    @Test
    void aTinySessionTimeoutStillLeavesTheFirstPause() {
        assertEquals(List.of(100L, 100L, 100L), pauses(200, 3));
    }
}
