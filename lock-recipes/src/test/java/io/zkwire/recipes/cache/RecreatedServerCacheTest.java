// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.testing.RecipeServer;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A standalone server wiped and restarted. */
class RecreatedServerCacheTest extends RecreatedCacheTests {

    @RegisterExtension
    static final RecipeServer SERVER = new RecipeServer();

    @Override
    RecipeServer server() {
        return SERVER;
    }
}
