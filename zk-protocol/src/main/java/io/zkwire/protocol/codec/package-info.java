/** Netty handlers and helpers for length-prefixed ZooKeeper frames (docs/contributing/protocol.md §1.1, §1.3). */
package io.zkwire.protocol.codec;
