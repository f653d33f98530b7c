// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;

/** Started shared values and counts, closed after the test by the test class's own server extension. */
final class Started {

    private Started() {
    }

    static SharedCount count(RecipeServer server, ZkClient client, String path, int seed) throws Exception {
        SharedCount count = server.closeAfterTest(new SharedCount(client, path, seed));
        count.start();
        return count;
    }

    static SharedValue value(RecipeServer server, ZkClient client, String path, byte[] seed) throws Exception {
        SharedValue value = server.closeAfterTest(new SharedValue(client, path, seed));
        value.start();
        return value;
    }
}
