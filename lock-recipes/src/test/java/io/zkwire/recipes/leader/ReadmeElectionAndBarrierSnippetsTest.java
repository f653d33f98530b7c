package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.barriers.DistributedBarrier;
import io.zkwire.recipes.barriers.DistributedDoubleBarrier;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs the Java snippets of lock-recipes/README.md's barrier and leader-election sections against a real
 * server, and checks that each snippet there appears in this file (snippet markers below), so the README
 * cannot drift from code that compiles and runs.
 */
@Timeout(60)
class ReadmeElectionAndBarrierSnippetsTest {

    private static final Path README = Path.of("README.md");
    private static final Path SELF = Path.of("src/test/java/io/zkwire/recipes/leader/"
            + "ReadmeElectionAndBarrierSnippetsTest.java");
    private static final String FIRST_SECTION = "## Barriers (package `io.zkwire.recipes.barriers`)";

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void barrier() throws Exception {
        ZkClient client = server.client();
        // snippet start
        DistributedBarrier barrier = new DistributedBarrier(client, "/barriers/deploy");
        barrier.setBarrier();
        CompletableFuture<Boolean> open = new DistributedBarrier(client, "/barriers/deploy")
                .waitOnBarrierAsync(10, TimeUnit.SECONDS);  // no thread waits: a watch and a timer entry
        barrier.removeBarrier();                            // any process, zkwire or Curator
        boolean passed = open.get();                        // true: removed before the deadline
        // snippet end
        assertTrue(passed);
    }

    @Test
    void doubleBarrier() throws Exception {
        ZkClient client = server.client();
        // snippet start
        DistributedDoubleBarrier batch = new DistributedDoubleBarrier(client, "/barriers/batch", 1);
        if (batch.enter(10, TimeUnit.SECONDS)) {            // true once memberQty members are in
            // ... the work all members do together ...
            batch.leave(10, TimeUnit.SECONDS);              // true once all members are out
        }
        // snippet end
        assertTrue(client.checkExists().forPath(batch.ourPath()) == null, "entered and left");
    }

    @Test
    void leaderLatch() throws Exception {
        ZkClient client = server.client();
        // snippet start
        LeaderLatch latch = new LeaderLatch(client, "/election/scheduler", "node-1");
        latch.addListener(new LeaderLatchListener() {
            @Override public void isLeader() { System.out.println("leading"); }
            @Override public void notLeader() { System.out.println("stepped down"); }
        });
        latch.start();
        if (latch.await(10, TimeUnit.SECONDS)) {
            System.out.println("leader: " + latch.getLeader().getId() + ", still leading: " + latch.hasLeadership());
        }
        latch.close();
        // snippet end
        assertFalse(latch.hasLeadership());
        assertTrue(latch.getLastPathIsLeader() != null, "it led");
    }

    @Test
    void leaderSelector() throws Exception {
        ZkClient client = server.client();
        // snippet start
        CountDownLatch compacted = new CountDownLatch(1);
        LeaderSelector selector = new LeaderSelector(client, "/election/compactor", new LeaderSelectorListenerAdapter() {
            @Override
            public void takeLeadership(ZkClient zk) {
                compacted.countDown();                      // lead until this returns; interrupted when lost
            }
        });
        selector.setId("node-1");
        selector.start();
        compacted.await(10, TimeUnit.SECONDS);
        selector.close();
        // snippet end
        assertTrue(compacted.getCount() == 0, "it led");
    }

    @Test
    void everyReadmeSnippetOfTheseSectionsIsRunHere() throws Exception {
        String readme = Files.readString(README);
        int from = readme.indexOf(FIRST_SECTION);
        assertTrue(from >= 0, "README section " + FIRST_SECTION);
        List<String> snippets = blocks(readme.substring(from), Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL));
        List<String> here = blocks(Files.readString(SELF),
                Pattern.compile("// snippet start\\n(.*?)\\n\\s*// snippet end", Pattern.DOTALL));
        assertTrue(snippets.size() == 4, "four snippets in the README sections, found " + snippets.size());
        for (String snippet : snippets) {
            assertTrue(here.contains(snippet), "README snippet not run by this test:\n" + snippet);
        }
    }

    /** The blocks a pattern's first group finds, each line stripped of indentation. */
    private static List<String> blocks(String text, Pattern pattern) {
        List<String> blocks = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            blocks.add(m.group(1).strip().lines().map(String::strip).reduce((a, b) -> a + "\n" + b).orElse(""));
        }
        return blocks;
    }
}
