// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FollowerLagTest {

    @Test
    void severalServersWithoutTimingAreAssumedToRunZooKeepersSampleTiming() {
        assertEquals(new FollowerLag(5 * 2_000 + 1_000, true), FollowerLag.forSettings(FollowerLag.NOT_SET, 3));
    }

    @Test
    void oneServerHasNoLagAndTimingGivenIsKeptWhateverTheServers() {
        assertEquals(FollowerLag.NONE, FollowerLag.forSettings(FollowerLag.NOT_SET, 1));
        assertEquals(new FollowerLag(2_750, false), FollowerLag.forSettings(FollowerLag.of(500, 5), 3));
        assertEquals(new FollowerLag(2_750, false), FollowerLag.forSettings(FollowerLag.of(500, 5), 1));
    }
}
