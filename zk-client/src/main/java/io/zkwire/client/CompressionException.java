// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * The {@link CompressionProvider} failed on a node's data: the message names the path and what to do, the
 * cause is the provider's error. Typically {@code decompressed()} met data that was stored uncompressed.
 */
public class CompressionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String path;

    public CompressionException(String path, String message, Throwable cause) {
        super(message, cause);
        this.path = path;
    }

    /** The path as the caller gave it. */
    public String path() {
        return path;
    }
}
