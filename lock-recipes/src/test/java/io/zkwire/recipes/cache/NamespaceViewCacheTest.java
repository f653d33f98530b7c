// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A cache built on a namespace view sees the view's paths and hears changes made through the client. */
@Timeout(120)
class NamespaceViewCacheTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void cacheThroughViewHearsChangesInTheNamespace() throws Exception {
        ZkClient client = server.client();
        ZkClient view = client.usingNamespace(server.root().substring(1));
        view.create().forPath("/c", bytes("0"));
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(view, "/c")) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.expect("NODE_CREATED /c=0", "initialized");

            client.create().forPath(server.path("c/child"), bytes("1"));
            heard.expect("NODE_CREATED /c/child=1");
            client.setData().forPath(server.path("c"), bytes("2"));
            heard.expect("NODE_CHANGED /c=2");
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
