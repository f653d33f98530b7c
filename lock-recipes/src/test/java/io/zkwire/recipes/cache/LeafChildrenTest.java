// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A leaf's children are not listed on load (its stat counts none): a child created under it later is still
 * cached, whether heard live or created while the cache was cut off (found by the leaf's moved pzxid).
 */
@Timeout(120)
class LeafChildrenTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aChildCreatedUnderALeafAfterTheLoadIsCached() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("leaf-live");
        writer.create().creatingParentsIfNeeded().forPath(root + "/leaf", bytes("l"));
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(), root)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.expect("NODE_CREATED " + root + "=", "NODE_CREATED " + root + "/leaf=l", "initialized");

            writer.create().forPath(root + "/leaf/child", bytes("c"));
            heard.expect("NODE_CREATED " + root + "/leaf/child=c");
            writer.delete().forPath(root + "/leaf/child");
            heard.expect("NODE_DELETED " + root + "/leaf/child");
            assertEquals(2, cache.size());
        }
    }

    @Test
    void aChildCreatedUnderALeafWhileCutOffIsFoundOnResync() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("leaf-resync");
        writer.create().creatingParentsIfNeeded().forPath(root + "/leaf", bytes("l"));
        FaultProxy proxy = server.proxy();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), root)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.expect("NODE_CREATED " + root + "=", "NODE_CREATED " + root + "/leaf=l", "initialized");

            proxy.set(Fault.resetAll());
            heard.expect("stale");
            writer.create().forPath(root + "/leaf/child", bytes("c"));
            proxy.pass();

            heard.expect("NODE_CREATED " + root + "/leaf/child=c", "resynced");
            assertEquals(3, cache.size());
        }
    }
}
