// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.builders.AsyncTransactionBuilder;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A tree of 100,000 leaves (under 100 parents, written in multi() batches) loaded by a cache within a bounded
 * time, every node held and the data of a sample of leaves as written.
 */
@Timeout(300)
class HundredThousandNodesTest {
    private static final int PARENTS = 100;
    private static final int LEAVES = 100_000;
    private static final int BATCH = 1_000;
    private static final int IN_FLIGHT = 4;
    private static final long LOAD_LIMIT_S = 90;
    /** A busy machine may hold the server back for seconds; this test is about size, not session timing. */
    private static final int SESSION_TIMEOUT_MS = 30_000;

    /** The kit's server (128 MB, C1 only, sized for small trees) with room and a JIT for 100,000 nodes. */
    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.jvmArg("-Xmx384m").jvmArg("-XX:TieredStopAtLevel=4"));

    @Test
    void aCacheLoadsATreeOfOneHundredThousandNodes() throws Exception {
        ZkClient writer = server.client(b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS));
        String root = server.path("hundred-thousand");
        writer.create().creatingParentsIfNeeded().forPath(root);
        for (int p = 0; p < PARENTS; p++) {
            writer.create().forPath(root + "/p" + p);
        }
        List<CompletableFuture<?>> batches = new ArrayList<>();
        AsyncTransactionBuilder batch = writer.async().transaction();
        for (int i = 0; i < LEAVES; i++) {
            batch = batch.create(leaf(root, i), data(i), CreateMode.PERSISTENT);
            if ((i + 1) % BATCH == 0) {
                // A few batches in flight: a slow server then answers each within the session timeout.
                if (batches.size() >= IN_FLIGHT) {
                    batches.get(batches.size() - IN_FLIGHT).get(60, TimeUnit.SECONDS);
                }
                batches.add(batch.commit());
                batch = writer.async().transaction();
            }
        }
        CompletableFuture.allOf(batches.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);

        ZkClient client = server.client(b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS));
        CountDownLatch initialized = new CountDownLatch(1);
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(CuratorCacheListener.builder().forInitialized(initialized::countDown)
                    .build());
            cache.start();
            assertTrue(initialized.await(LOAD_LIMIT_S, TimeUnit.SECONDS),
                    () -> "a cache of 100,000 nodes initialized within " + LOAD_LIMIT_S + " s; it holds " + cache.size());
            assertEquals(1 + PARENTS + LEAVES, cache.size(), "the root, the parents and every leaf");
            for (int i = 0; i < LEAVES; i += 997) {
                assertArrayEquals(data(i), cache.get(leaf(root, i)).orElseThrow().getData(), leaf(root, i));
            }
        }
    }

    private static String leaf(String root, int i) {
        return root + "/p" + (i % PARENTS) + "/n" + i;
    }

    private static byte[] data(int i) {
        return ("leaf " + i).getBytes(StandardCharsets.UTF_8);
    }
}
