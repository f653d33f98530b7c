// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.testing.RecipeServer;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A 3-node ensemble, every server killed, wiped and restarted together. */
class RecreatedEnsembleCacheTest extends RecreatedCacheTests {

    @RegisterExtension
    static final RecipeServer SERVER = new RecipeServer(b -> b.servers(3));

    @Override
    RecipeServer server() {
        return SERVER;
    }
}
