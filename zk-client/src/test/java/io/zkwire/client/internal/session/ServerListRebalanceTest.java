// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.config.HostAndPort;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The move-or-stay decision of a connected client whose server list changes, as ZooKeeper's client makes it. */
class ServerListRebalanceTest {

    private static final HostAndPort A = new HostAndPort("a", 1);
    private static final HostAndPort B = new HostAndPort("b", 1);
    private static final HostAndPort C = new HostAndPort("c", 1);
    private static final HostAndPort D = new HostAndPort("d", 1);
    private static final HostAndPort E = new HostAndPort("e", 1);

    /** A Random whose nextFloat() is {@code value} and whose nextInt(n) is 0. */
    private static Random drawing(float value) {
        return new Random() {
            @Override
            public float nextFloat() {
                return value;
            }

            @Override
            public int nextInt(int bound) {
                return 0;
            }
        };
    }

    @Test
    void aGrownListMovesAClientWithProbabilityOneMinusOldSizeOverNewSizeToANewServer() {
        List<HostAndPort> before = List.of(A, B, C);
        List<HostAndPort> after = List.of(A, B, C, D, E); // 1 - 3/5 = 0.4
        assertEquals(D, ServerListRebalance.moveTo(before, after, A, drawing(0.39f)));
        assertNull(ServerListRebalance.moveTo(before, after, A, drawing(0.41f)));
    }

    @Test
    void aClientWhoseServerLeftAGrownListMovesToANewServer() {
        HostAndPort target = ServerListRebalance.moveTo(List.of(A, B), List.of(B, C, D), A, drawing(0.99f));
        assertTrue(List.of(C, D).contains(target), String.valueOf(target));
    }

    @Test
    void aListThatDidNotGrowKeepsAClientWhoseServerIsStillListed() {
        assertNull(ServerListRebalance.moveTo(List.of(A, B, C), List.of(A, B), A, drawing(0f)));
        assertNull(ServerListRebalance.moveTo(List.of(A, B), List.of(A, C), A, drawing(0f)));
    }

    @Test
    void aClientWhoseServerLeftAShrunkListGoesToAnOldServerWithZooKeepersProbability() {
        // S = 4, N = 3, kept = 2 (B, C), added = 1 (E): pOld = 2·(4−3) / (3·(4−2)) = 1/3, pNew = 2/3
        List<HostAndPort> before = List.of(A, B, C, D);
        List<HostAndPort> after = List.of(B, C, E);
        assertEquals(E, ServerListRebalance.moveTo(before, after, A, drawing(0.66f)));
        assertEquals(B, ServerListRebalance.moveTo(before, after, A, drawing(0.67f)));
    }

    @Test
    void aClientWhoseServerLeftWithNoNewServerGoesToAKeptOne() {
        assertEquals(B, ServerListRebalance.moveTo(List.of(A, B, C), List.of(B, C), A, drawing(0f)));
    }

    /** The point of it: 3,000 clients evenly on 3 servers, the list grows to 5: each server ends with about 600. */
    @Test
    void manyClientsEndUpSpreadEvenlyOverAGrownList() {
        List<HostAndPort> before = List.of(A, B, C);
        List<HostAndPort> after = List.of(A, B, C, D, E);
        Random random = new Random(31);
        Map<HostAndPort, Integer> load = new HashMap<>();
        for (int client = 0; client < 3_000; client++) {
            HostAndPort current = before.get(client % 3);
            HostAndPort target = ServerListRebalance.moveTo(before, after, current, random);
            load.merge(target == null ? current : target, 1, Integer::sum);
        }
        for (HostAndPort server : after) {
            int clients = load.getOrDefault(server, 0);
            assertTrue(clients > 500 && clients < 700, server + " has " + clients + " clients: " + load);
        }
    }
}
