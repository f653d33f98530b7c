// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

import io.zkwire.client.CompressionException;
import io.zkwire.client.CompressionProvider;
import java.util.Objects;

/**
 * The client's compression provider and whether create, setData and getData use it by default
 * ({@code enableCompression()}); turns its failures into errors that say what to do.
 */
public record Compression(CompressionProvider provider, boolean byDefault) {

    public Compression {
        Objects.requireNonNull(provider, "provider");
    }

    /** What is stored for {@code data}: compressed if {@code compress}; null data stays null. */
    byte[] stored(boolean compress, String path, byte[] data) {
        if (!compress || data == null) {
            return data;
        }
        try {
            return provider.compress(path, data);
        } catch (Exception e) {
            throw new CompressionException(path, "could not compress the data for " + path + " with "
                    + provider.getClass().getSimpleName() + ": " + e.getMessage()
                    + "; fix the compression provider, or write without compressed()", e);
        }
    }

    /** The original bytes of what was read at {@code path}; null data stays null. */
    byte[] decompress(String path, byte[] stored) {
        if (stored == null) {
            return null;
        }
        try {
            return provider.decompress(path, stored);
        } catch (Exception e) {
            throw new CompressionException(path, "could not decompress the data of " + path + " (" + stored.length
                    + " bytes) with " + provider.getClass().getSimpleName() + ": " + e.getMessage()
                    + "; the node was likely written uncompressed or with another provider: read it without"
                    + " decompressed() (with undecompressed() if enableCompression() is on), or write it with"
                    + " compressed()", e);
        }
    }
}
