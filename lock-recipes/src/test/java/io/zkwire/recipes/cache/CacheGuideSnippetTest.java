// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the Java snippet of docs/guide/caches.md (DocsRulesTest checks that the page shows it as here). */
@Timeout(60)
class CacheGuideSnippetTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theCacheSnippetRuns() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath("/config/db", "url".getBytes());
        // snippet start
        CountDownLatch loaded = new CountDownLatch(1);
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
}
