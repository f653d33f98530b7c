// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * Compresses node data on write and decompresses it on read (Curator's {@code CompressionProvider}). The
 * client uses it for {@code create().compressed()}, {@code setData().compressed()} and
 * {@code getData().decompressed()}, and for every create, setData and getData once
 * {@link ZkClientBuilder#enableCompression()} is on. Default: {@link GzipCompressionProvider}.
 *
 * <p>Called on the caller's thread (writes) and on the client's event thread (reads); must be thread-safe.
 */
public interface CompressionProvider {

    /** The bytes to store for {@code data} at {@code path} (the path as the caller gave it). */
    byte[] compress(String path, byte[] data) throws Exception;

    /** The original bytes of {@code compressedData} read from {@code path}. */
    byte[] decompress(String path, byte[] compressedData) throws Exception;
}
