package io.zkwire.client.internal.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChrootTest {

    @Test
    void prefixesClientPathsAndMapsRootToTheChroot() {
        Chroot c = Chroot.of("/app", "");
        assertEquals("/app/a/b", c.toServer("/a/b"));
        assertEquals("/app", c.toServer("/"));
    }

    @Test
    void stripsOnlyPathsAtOrBelowTheChroot() {
        Chroot c = Chroot.of("/app", null);
        assertEquals("/", c.toClient("/app"));
        assertEquals("/x", c.toClient("/app/x"));
        assertFalse(c.contains("/apple"), "/app is not a prefix of /apple");
        assertEquals("/apple", c.toClient("/apple"));
        assertEquals("/zookeeper/quota", c.toClient("/zookeeper/quota"));
    }

    @Test
    void namespaceIsAppendedToTheChroot() {
        assertEquals("/app/ns/sub", Chroot.of("/app", "ns/sub").prefix());
        assertEquals("/ns", Chroot.of("", "/ns").prefix());
        assertEquals("", Chroot.of("/", "").prefix());
        assertTrue(Chroot.none().isEmpty());
        assertEquals("/a", Chroot.none().toServer("/a"));
    }

    @Test
    void theNamespaceLevelsAreTheNodesBelowTheChroot() {
        assertEquals(List.of("/app/ns", "/app/ns/sub"), Chroot.of("/app", "ns/sub").namespaceLevels());
        assertEquals(List.of("/ns"), Chroot.of("", "/ns").namespaceLevels());
        assertEquals(List.of(), Chroot.of("/app", "").namespaceLevels(), "the chroot is not the client's to create");
        assertEquals(List.of(), Chroot.none().namespaceLevels());
    }

    @Test
    void invalidChrootOrNamespaceIsRejected() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Chroot.of("/app/", ""))
                .getMessage().contains("chroot"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Chroot.of("", "a//b"))
                .getMessage().contains("namespace"));
    }
}
