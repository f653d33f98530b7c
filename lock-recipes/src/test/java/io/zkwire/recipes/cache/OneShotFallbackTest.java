// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** On a 3.5 server (no persistent watches) the cache falls back on one-shot watches and keeps its promises. */
@Timeout(120)
class OneShotFallbackTest {

    /** The expiry waits out 1.5 session timeouts: a short session keeps that wait short. */
    private static final int SHORT_SESSION_MS = 4_000;

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

    /**
     * An expired session takes every one-shot watch with it: the cache must say so, catch up on a new session and
     * set its watches again there (the changes after it are heard).
     */
    @Test
    void afterAnExpiryOnOneShotWatchesTheCacheCatchesUpAndFollowsTheNewSession() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("old-expired");
        writer.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        writer.create().forPath(root + "/b", bytes("2"));
        FaultProxy proxy = server.proxy();
        Recorder heard = Recorder.withSessionLost();
        ZkClient cached = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(SHORT_SESSION_MS));
        try (CuratorCache cache = CuratorCache.build(cached, root)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.until("initialized");

            writer.delete().forPath(root + "/a");
            writer.setData().forPath(root + "/b", bytes("3"));
            writer.create().forPath(root + "/c", bytes("4"));
            heard.until("NODE_CREATED " + root + "/c=4"); // the three changes, heard live
            proxy.expireSessions(Duration.ofMillis(cached.negotiatedSessionTimeoutMs()));
            List<String> caughtUp = heard.until("resynced");
            assertEquals(List.of("stale", "sessionLost", "resynced"), caughtUp,
                    "nothing changed while cut off, so nothing but the lifecycle: " + caughtUp);

            writer.setData().forPath(root + "/b", bytes("5"));
            heard.expect("NODE_CHANGED " + root + "/b=5");
            writer.create().forPath(root + "/d", bytes("6"));
            heard.expect("NODE_CREATED " + root + "/d=6");
            writer.delete().forPath(root + "/c");
            heard.expect("NODE_DELETED " + root + "/c");
            assertEquals(3, cache.size());
        }
    }
}
