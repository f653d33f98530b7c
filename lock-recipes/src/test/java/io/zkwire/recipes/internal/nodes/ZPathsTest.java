// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ZPathsTest {

    @Test
    void pathsJoinAndSplitLikeZkPaths() {
        assertEquals("/a/b", ZPaths.join("/a", "b"));
        assertEquals("/b", ZPaths.join("/", "b"));
        assertEquals("/a", ZPaths.parent("/a/b"));
        assertEquals("/", ZPaths.parent("/a"));
        assertEquals("b", ZPaths.name("/a/b"));
    }
}
