// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** On a 3.5 server (no persistent watches) the cache falls back on one-shot watches and keeps its promises. */
@Timeout(120)
class OneShotFallbackTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.version("3.5.10"));

    @Test
    void aTreeIsFollowedOnOneShotWatchesAcrossAnOutage() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("old");
        writer.create().creatingParentsIfNeeded().forPath(root + "/a/b", bytes("1"));
        FaultProxy proxy = server.proxy();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), root)) {
            cache.listenable().addListener(heard);
            cache.start();
            List<String> load = heard.until("initialized");
            assertTrue(load.contains("NODE_CREATED " + root + "/a/b=1"), load.toString());
            assertEquals(3, cache.size());

            writer.create().forPath(root + "/a/c", bytes("2"));
            heard.expect("NODE_CREATED " + root + "/a/c=2");
            writer.setData().forPath(root + "/a/b", bytes("3"));
            heard.expect("NODE_CHANGED " + root + "/a/b=3");
            writer.setData().forPath(root + "/a/b", bytes("4")); // the watch was set again by the read
            heard.expect("NODE_CHANGED " + root + "/a/b=4");
            writer.delete().forPath(root + "/a/c");
            heard.expect("NODE_DELETED " + root + "/a/c");

            proxy.set(Fault.resetAll());
            heard.expect("stale");
            writer.delete().forPath(root + "/a/b");
            writer.create().forPath(root + "/a/b", bytes("again"));
            proxy.pass();
            List<String> caughtUp = heard.until("resynced");
            assertEquals(List.of("NODE_DELETED " + root + "/a/b", "NODE_CREATED " + root + "/a/b=again", "resynced"),
                    caughtUp.stream().distinct().toList(), caughtUp.toString());
            assertEquals(3, caughtUp.size(), "nothing twice: " + caughtUp);
            writer.create().forPath(root + "/d", bytes("5"));
            heard.expect("NODE_CREATED " + root + "/d=5");
        }
    }
}
