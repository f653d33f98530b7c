package io.zkwire.client.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConnectStringTest {

    @Test
    void hostsWithAndWithoutPortsAndAChroot() {
        ConnectString cs = ConnectString.parse("zk1:2182, zk2 ,10.0.0.3:2183/app/x");
        assertEquals(List.of(new HostAndPort("zk1", 2182), new HostAndPort("zk2", 2181),
                new HostAndPort("10.0.0.3", 2183)), cs.hosts());
        assertEquals("/app/x", cs.chroot());
    }

    @Test
    void noChrootAndBareSlashMeanTheSame() {
        assertEquals("", ConnectString.parse("127.0.0.1:2181").chroot());
        assertEquals("", ConnectString.parse("127.0.0.1:2181/").chroot());
    }

    @Test
    void ipv6LiteralsInBrackets() {
        ConnectString cs = ConnectString.parse("[::1]:2190,[fe80::1]");
        assertEquals(List.of(new HostAndPort("::1", 2190), new HostAndPort("fe80::1", 2181)), cs.hosts());
        assertEquals("[::1]:2190", cs.hosts().get(0).toString());
    }

    @Test
    void badInputIsExplained() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectString.parse("zk1:abc"))
                .getMessage().contains("\"abc\""));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectString.parse("zk1:70000"))
                .getMessage().contains("70000"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectString.parse(" , /app"))
                .getMessage().contains("names no host"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectString.parse("::1:2181"))
                .getMessage().contains("brackets"));
        assertThrows(IllegalArgumentException.class, () -> ConnectString.parse(""));
    }
}
