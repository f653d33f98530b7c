// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * A cache reached the node limit it was built with ({@link CuratorCacheBuilder#withMaxNodes(int)}) and
 * stopped following the server rather than grow without bound. What it holds stays readable.
 */
public final class CacheLimitException extends Exception {

    private static final long serialVersionUID = 1L;

    CacheLimitException(String message) {
        super(message);
    }
}
