// SPDX-License-Identifier: Apache-2.0
/**
 * Curator's path utilities: {@link io.zkwire.recipes.utils.ZKPaths}. Static methods; the ones that talk to
 * ZooKeeper run on the calling thread and block it, through the client given.
 */
package io.zkwire.recipes.utils;
