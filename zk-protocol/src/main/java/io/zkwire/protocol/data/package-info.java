/**
 * The shared jute data records a client user reads and passes: Stat, Id, ACL and ClientInfo
 * (docs/contributing/protocol.md §4.1). Part of the user's API of zk-protocol, with {@link io.zkwire.protocol}.
 */
package io.zkwire.protocol.data;
