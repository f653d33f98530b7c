// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestZKPaths as a user ports it, and the tree operations on a real server. */
@Timeout(60)
class ZKPathsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    @SuppressWarnings("NullArgumentToVariableArgMethod")
    void makePath() {
        for (String[] c : new String[][] {{null, "/", "/"}, {"", null, "/"}, {"/", null, "/"}, {null, null, "/"},
                {"/", "/", "/"}, {"", "/", "/"}, {"/", "", "/"}, {"", "", "/"}, {"foo", "", "/foo"},
                {"foo", "/", "/foo"}, {"/foo", "", "/foo"}, {"/foo", "/", "/foo"}, {"foo", null, "/foo"},
                {"/foo", null, "/foo"}, {"", "bar", "/bar"}, {"/", "bar", "/bar"}, {"", "/bar", "/bar"},
                {"/", "/bar", "/bar"}, {null, "bar", "/bar"}, {null, "/bar", "/bar"}, {"foo", "bar", "/foo/bar"},
                {"/foo", "bar", "/foo/bar"}, {"foo", "/bar", "/foo/bar"}, {"/foo", "/bar", "/foo/bar"},
                {"/foo", "bar/", "/foo/bar"}, {"/foo/", "/bar/", "/foo/bar"}}) {
            assertEquals(c[2], ZKPaths.makePath(c[0], c[1]), Arrays.toString(c));
        }
        assertEquals("/foo/bar/baz", ZKPaths.makePath("foo", "bar", "baz"));
        assertEquals("/foo/bar/baz/qux", ZKPaths.makePath("foo", "bar", "baz", "qux"));
        assertEquals("/foo/bar/baz", ZKPaths.makePath("/foo", "/bar", "/baz"));
        assertEquals("/foo/bar/baz", ZKPaths.makePath("/foo/", "/bar/", "/baz/"));
        assertEquals("/foo", ZKPaths.makePath("foo", null, (String[]) null));
        assertEquals("/foo/bar", ZKPaths.makePath("foo", "bar", (String[]) null));
        assertEquals("/foo/baz", ZKPaths.makePath("foo", null, "baz"));
    }

    @Test
    void split() {
        assertEquals(Collections.emptyList(), ZKPaths.split("/"));
        assertEquals(Collections.singletonList("test"), ZKPaths.split("/test"));
        assertEquals(Arrays.asList("test", "one"), ZKPaths.split("/test/one"));
        assertEquals(Arrays.asList("test", "one", "two"), ZKPaths.split("/test/one/two"));
    }

    @Test
    void pathAndNode() {
        assertEquals(new ZKPaths.PathAndNode("/", ""), ZKPaths.getPathAndNode("/"));
        assertEquals(new ZKPaths.PathAndNode("/", "a"), ZKPaths.getPathAndNode("/a"));
        assertEquals(new ZKPaths.PathAndNode("/a/b", "c"), ZKPaths.getPathAndNode("/a/b/c"));
        assertEquals("c", ZKPaths.getNodeFromPath("/a/b/c"));
        assertEquals("0000000007", ZKPaths.extractSequentialSuffix("/a/lock-0000000007"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ZKPaths.split("a/b"));
        assertNotNull(e.getMessage());
    }

    @Test
    void mkdirsAndDeleteChildren() throws Exception {
        ZkClient client = server.client();
        String root = server.path("tree");
        ZKPaths.mkdirs(client, root + "/a/b", false);
        assertNotNull(client.checkExists().forPath(root + "/a"));
        assertNull(client.checkExists().forPath(root + "/a/b"), "not the last node");
        ZKPaths.mkdirs(client, root + "/a/b/c");
        ZKPaths.mkdirs(client, root + "/a/d");
        assertEquals(List.of("b", "d"), ZKPaths.getSortedChildren(client, root + "/a"));

        ZKPaths.deleteChildren(client, root, false);
        assertEquals(List.of(), client.getChildren().forPath(root));
        ZKPaths.deleteChildren(client, root, true);
        assertNull(client.checkExists().forPath(root));
    }
}
