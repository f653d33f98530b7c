/**
 * The ZooKeeper types a client user handles (reference: docs/contributing/protocol.md): create modes, results of a
 * transaction ({@link io.zkwire.protocol.OpResult}), errors ({@link io.zkwire.protocol.KeeperException}),
 * watcher enums, op codes, ACL ids and permissions, and path validation. Malformed bytes always surface as
 * {@link io.zkwire.protocol.ProtocolException}.
 *
 * <p>This package and {@link io.zkwire.protocol.data} are the user's API of zk-protocol: zk-client's public
 * API names types of these two packages only. {@link io.zkwire.protocol.records} and
 * {@link io.zkwire.protocol.codec} are the wire level, for code that speaks the protocol itself.
 */
package io.zkwire.protocol;
