/**
 * Netty handlers and helpers for length-prefixed ZooKeeper frames (docs/contributing/protocol.md §1.1, §1.3). The wire
 * level: for code that speaks the protocol itself (zk-client's connection, proxies, test servers); a client
 * user never needs it, and zk-client's public API names none of its types.
 */
package io.zkwire.protocol.codec;
