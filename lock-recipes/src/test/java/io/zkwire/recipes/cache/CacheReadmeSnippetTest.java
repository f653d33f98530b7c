// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the Java snippet of lock-recipes/README.md's cache section, and checks the README shows it as run here. */
@Timeout(60)
class CacheReadmeSnippetTest {

    private static final String SECTION = "## Caches (package `io.zkwire.recipes.cache`)";

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theCacheSnippetRuns() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath("/config/db", "url".getBytes());
        CountDownLatch loaded = new CountDownLatch(1);
        // snippet start
        CuratorCache cache = CuratorCache.build(client, "/config");
        cache.listenable().addListener(CuratorCacheListener.builder()
                .forCreatesAndChanges((before, now) -> System.out.println(now.getPath() + " is " + now.getStat().mzxid()))
                .forDeletes(gone -> System.out.println(gone.getPath() + " deleted"))
                .forInitialized(loaded::countDown)
                .forStale(() -> System.out.println("may be behind: the connection dropped"))
                .forResynced(() -> System.out.println("caught up; the differences were reported above"))
                .build());
        cache.start();
        loaded.await(10, TimeUnit.SECONDS);
        byte[] url = cache.get("/config/db").map(ChildData::getData).orElse(null);
        cache.close();
        // snippet end
        assertEquals("url", new String(url));
    }

    @Test
    void theReadmeShowsTheSnippetAsRunHere() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int from = readme.indexOf(SECTION);
        assertTrue(from >= 0, "README section " + SECTION);
        int to = readme.indexOf("\n## ", from + SECTION.length());
        String section = readme.substring(from, to < 0 ? readme.length() : to);
        String self = Files.readString(Path.of("src/test/java/io/zkwire/recipes/cache/CacheReadmeSnippetTest.java"));
        assertEquals(dedented(self, "// snippet start\\n(.*?)\\n\\s*// snippet end"),
                dedented(section, "```java\\n(.*?)```"));
    }

    /** What {@code pattern}'s first group matches, each line stripped. */
    private static List<String> dedented(String text, String pattern) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile(pattern, Pattern.DOTALL).matcher(text);
        while (m.find()) {
            found.add(String.join("\n", m.group(1).strip().lines().map(String::strip).toList()));
        }
        return found;
    }
}
