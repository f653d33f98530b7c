/**
 * One Java record per jute record of docs/contributing/protocol.md §2-§4 (handshake, headers, WatcherEvent and every
 * request and response body), plus the multi framing ({@link io.zkwire.protocol.records.MultiRequest},
 * {@link io.zkwire.protocol.records.MultiResponse}) and the reserved xids. Each implements
 * {@link io.zkwire.protocol.records.Record}: {@code encode(ByteBuf)} and {@code static decode(ByteBuf)}.
 *
 * <p>The wire level: for code that speaks the protocol itself (zk-client's connection, proxies, test
 * servers); a client user never needs it, and zk-client's public API names none of its types.
 */
package io.zkwire.protocol.records;
