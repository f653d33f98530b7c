/**
 * One Java record per jute record of docs/contributing/protocol.md §2-§4 (handshake, headers, WatcherEvent and every
 * request and response body), plus the multi framing ({@link io.zkwire.protocol.records.MultiRequest},
 * {@link io.zkwire.protocol.records.MultiResponse}). Each has {@code encode(ByteBuf)} and
 * {@code static decode(ByteBuf)}.
 */
package io.zkwire.protocol.records;
