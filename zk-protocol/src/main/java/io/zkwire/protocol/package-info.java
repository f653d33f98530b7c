/**
 * The ZooKeeper client wire protocol without the ZooKeeper jar (reference: docs/contributing/protocol.md): jute
 * primitives on Netty buffers ({@link io.zkwire.protocol.Jute}), op codes, reserved xids, error codes
 * ({@link io.zkwire.protocol.KeeperException}), create modes, watcher enums and path validation.
 * Malformed bytes always surface as {@link io.zkwire.protocol.ProtocolException}.
 */
package io.zkwire.protocol;
