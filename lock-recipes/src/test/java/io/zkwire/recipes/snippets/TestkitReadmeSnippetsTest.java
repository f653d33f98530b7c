package io.zkwire.recipes.snippets;

import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.javaBlocks;
import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.shown;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.recipes.testing.RecipeServer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * zk-testkit/README.md's Java examples, run here (this module has a client to show them with) and compared
 * with the README block by block; the first example is a test class of its own, {@link TestkitExtensionExample}.
 */
@Timeout(180)
class TestkitReadmeSnippetsTest {

    private static final Path SNIPPETS = Path.of("src/test/java/io/zkwire/recipes/snippets");

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theEnsembleExampleRuns() {
        TestkitEnsembleExample.run();
    }

    @Test
    void theFaultProxyExampleRuns() throws Exception {
        TestkitFaultProxyExample.run(server.ensemble());
    }

    @Test
    void theQuorumLinksExampleRuns() {
        TestkitQuorumLinksExample.run();
    }

    @Test
    void theTestkitReadmeShowsItsExamplesAsRun() throws IOException {
        List<String> expected = new ArrayList<>();
        for (String file : List.of("TestkitExtensionExample.java", "TestkitEnsembleExample.java",
                "TestkitFaultProxyExample.java", "TestkitQuorumLinksExample.java", "TestingServerExample.java")) {
            expected.add(shown(SNIPPETS.resolve(file)));
        }
        assertEquals(expected, javaBlocks(Path.of("../zk-testkit/README.md")));
    }
}
