// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page a complete run rewrites has the results block, and rewriting it keeps the rest of the page. */
class BenchmarksPageTest {

    @Test
    void theRunnerRewritesOnlyTheBlockOfTheBenchmarksPage(@TempDir Path dir) throws Exception {
        String page = Files.readString(RunBenchmarks.BENCHMARKS_PAGE);
        Path copy = Files.writeString(dir.resolve("benchmarks.md"), page);

        Report.replaceBlock(copy, "| row |\n");

        String rewritten = Files.readString(copy);
        assertTrue(rewritten.contains("<!-- bench:begin -->\n| row |\n<!-- bench:end -->"), rewritten);
        String before = page.substring(0, page.indexOf("<!-- bench:begin -->"));
        assertEquals(before, rewritten.substring(0, rewritten.indexOf("<!-- bench:begin -->")));
    }
}
