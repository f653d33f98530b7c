// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.javaBlocks;
import static io.zkwire.recipes.snippets.ReadmeSnippetsTest.shown;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** docs/guide/testing.md's Java examples, run here and compared with the guide block by block. */
@Timeout(180)
class TestingGuideSnippetsTest {

    private static final Path SNIPPETS = Path.of("src/test/java/io/zkwire/recipes/snippets");

    @Test
    void theTestingServerExampleRuns() throws Exception {
        TestingServerExample.run();
    }

    @Test
    void theTestingClusterExampleRuns() throws Exception {
        TestingClusterExample.run();
    }

    @Test
    void theGuideShowsItsExamplesAsRun() throws IOException {
        List<String> expected = new ArrayList<>();
        for (String file : List.of("TestkitExtensionExample.java", "TestingServerExample.java",
                "TestingClusterExample.java")) {
            expected.add(shown(SNIPPETS.resolve(file)));
        }
        assertEquals(expected, javaBlocks(Path.of("../docs/guide/testing.md")));
    }
}
