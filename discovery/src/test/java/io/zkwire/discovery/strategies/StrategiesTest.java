// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.details.InstanceProvider;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Curator's TestStrategies. */
class StrategiesTest {

    private static List<ServiceInstance<Void>> instances(int count) {
        List<ServiceInstance<Void>> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(new ServiceInstance<>("test", String.valueOf(i), null, i, null, null, 0, null, null));
        }
        return list;
    }

    @Test
    void roundRobinVisitsEachInTurn() throws Exception {
        List<ServiceInstance<Void>> list = instances(10);
        RoundRobinStrategy<Void> strategy = new RoundRobinStrategy<>();
        for (int i = 0; i < 100; i++) {
            assertSame(list.get(i % 10), strategy.getInstance(() -> list));
        }
    }

    @Test
    void randomPicksFromTheList() throws Exception {
        List<ServiceInstance<Void>> list = instances(10);
        RandomStrategy<Void> strategy = new RandomStrategy<>();
        Set<ServiceInstance<Void>> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            seen.add(strategy.getInstance(() -> list));
        }
        assertEquals(Set.copyOf(list), seen);
    }

    @Test
    void stickyKeepsItsInstanceUntilItIsGone() throws Exception {
        List<ServiceInstance<Void>> list = new ArrayList<>(instances(10));
        StickyStrategy<Void> strategy = new StickyStrategy<>(new RandomStrategy<>());
        InstanceProvider<Void> provider = () -> List.copyOf(list);
        ServiceInstance<Void> first = strategy.getInstance(provider);
        for (int i = 0; i < 100; i++) {
            assertSame(first, strategy.getInstance(provider));
        }
        assertEquals(0, strategy.getInstanceNumber());
        list.remove(first);
        assertNotEquals(first, strategy.getInstance(provider));
        assertEquals(1, strategy.getInstanceNumber());
    }

    @Test
    void noInstancesGiveNull() throws Exception {
        assertNull(new RoundRobinStrategy<Void>().getInstance(List::of));
        assertNull(new RandomStrategy<Void>().getInstance(List::of));
        assertNull(new StickyStrategy<Void>(new RoundRobinStrategy<>()).getInstance(List::of));
    }
}
