// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.config.FollowerLag.Source;
import io.zkwire.client.internal.session.SessionTimers;
import org.junit.jupiter.api.Test;

class FollowerLagTest {

    @Test
    void severalServersWithoutTimingAreAssumedToRunZooKeepersSampleTiming() {
        assertEquals(new FollowerLag(5 * 2_000 + 1_000, Source.ASSUMED),
                FollowerLag.forSettings(FollowerLag.NOT_SET, 3));
    }

    @Test
    void oneServerHasNoLagAndTimingGivenOrIgnoredIsKeptWhateverTheServers() {
        assertEquals(new FollowerLag(0, Source.STANDALONE), FollowerLag.forSettings(FollowerLag.NOT_SET, 1));
        assertEquals(new FollowerLag(2_750, Source.GIVEN), FollowerLag.forSettings(FollowerLag.of(500, 5), 3));
        assertEquals(new FollowerLag(2_750, Source.GIVEN), FollowerLag.forSettings(FollowerLag.of(500, 5), 1));
        assertEquals(new FollowerLag(0, Source.IGNORED), FollowerLag.forSettings(FollowerLag.IGNORED, 3));
    }

    @Test
    void zkwiresDefaultSessionOnServersWithTheSampleTimingCoversTheAssumedLag() {
        // 60 s asked, negotiated down to the servers' default maximum of 20 ticks of 2 s
        long lag = FollowerLag.forSettings(FollowerLag.NOT_SET, 3).ms();
        assertTrue(SessionTimers.coversFollowerLag(40_000, lag), "no warning, the rule holds");
        assertFalse(SessionTimers.coversFollowerLag(4_000, lag), "the servers' least, 2 ticks, does not");
    }
}
