package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.config.HostAndPort;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class HostListTest {

    private static final List<HostAndPort> HOSTS = List.of(new HostAndPort("a", 1), new HostAndPort("b", 2),
            new HostAndPort("c", 3), new HostAndPort("d", 4));

    @Test
    void shuffledOnceThenRoundRobin() {
        HostList list = new HostList(HOSTS, new Random(42));
        assertEquals(new HashSet<>(HOSTS), new HashSet<>(list.order()));
        List<HostAndPort> picked = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            picked.add(list.next());
        }
        assertEquals(list.order(), picked.subList(0, 4));
        assertEquals(list.order(), picked.subList(4, 8));
    }

    @Test
    void differentSeedsGiveDifferentOrders() {
        HashSet<List<HostAndPort>> orders = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            orders.add(new HostList(HOSTS, new Random(seed)).order());
        }
        assertTrue(orders.size() > 1, "the connect string order must not be kept as is");
    }

    @Test
    void knowsWhenTheRotationReturnsToTheLastGoodHost() {
        HostList list = new HostList(HOSTS, new Random(1));
        assertFalse(list.nextIsLastConnected(), "nothing connected yet");
        list.next();
        list.markConnected();
        for (int i = 0; i < 3; i++) {
            assertFalse(list.nextIsLastConnected());
            list.next();
        }
        assertTrue(list.nextIsLastConnected());
    }

    @Test
    void aPickedHostIsTheLastPickedOneAndTheRotationGoesOnAfterIt() {
        HostList list = new HostList(HOSTS, new Random(7));
        HostAndPort third = list.order().get(2);
        assertEquals(third, list.pick(third));
        list.markConnected();
        assertEquals(list.order().get(3), list.next());
        list.next();
        list.next();
        assertTrue(list.nextIsLastConnected(), "the picked host counts as the last connected one");
    }

    @Test
    void pickingAnUnknownHostIsRefused() {
        HostList list = new HostList(HOSTS, new Random(7));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> list.pick(new HostAndPort("x", 9)));
        assertTrue(e.getMessage().contains("is not among"), e.getMessage());
    }
}
