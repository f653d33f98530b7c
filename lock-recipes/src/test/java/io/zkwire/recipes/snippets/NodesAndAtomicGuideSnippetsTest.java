// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.javaBlocks;
import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.shown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** docs/guide/nodes.md's and docs/guide/atomic.md's examples run here, and each block equals its snippet file. */
@Timeout(60)
class NodesAndAtomicGuideSnippetsTest {

    private static final Path SNIPPETS = Path.of("src/test/java/io/zkwire/recipes/snippets");
    private static final Path GUIDE = Path.of("../docs/guide");

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theNodeExamplesRun() throws Exception {
        ZkClient admin = server.client();
        admin.create().creatingParentContainersIfNeeded().forPath(server.root());
        String announced = PersistentNodeExample.run(server.connectString() + server.root());
        assertTrue(announced.matches("/services/orders/_c_[0-9a-f-]+-instance-\\d{10}"), announced);
        ZkClient client = server.client(b -> b.namespace(server.root().substring(1)));
        assertTrue(GroupMemberExample.run(client).containsKey("worker-1"));
    }

    @Test
    void theAtomicExampleRuns() throws Exception {
        ZkClient client = server.client(b -> b.namespace(server.root().substring(1)));
        assertEquals(1L, AtomicCounterExample.run(client));
    }

    @Test
    void theNodesGuideShowsItsExamplesAsRun() throws IOException {
        assertEquals(List.of(shown(SNIPPETS.resolve("PersistentNodeExample.java")),
                shown(SNIPPETS.resolve("GroupMemberExample.java"))), javaBlocks(GUIDE.resolve("nodes.md")));
    }

    @Test
    void theAtomicGuideShowsItsExampleAsRun() throws IOException {
        assertEquals(List.of(shown(SNIPPETS.resolve("AtomicCounterExample.java"))),
                javaBlocks(GUIDE.resolve("atomic.md")));
    }
}
