package io.zkwire.client.internal.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.internal.common.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

class TreeOperationsTest {

    @Test
    void ancestorsAreTheProperPrefixesWithoutRoot() {
        assertEquals(List.of("/a", "/a/b"), Paths.ancestors("/a/b/c"));
        assertEquals(List.of(), Paths.ancestors("/a"));
    }

    @Test
    void parentAndChildPaths() {
        assertEquals("/a", Paths.parent("/a/b"));
        assertEquals("/", Paths.parent("/a"));
        assertEquals(null, Paths.parent("/"));
        assertEquals("/x", Paths.child("/", "x"));
        assertEquals("/a/x", Paths.child("/a", "x"));
    }
}
