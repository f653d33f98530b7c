/**
 * One TCP (or TLS) connection to one server at a time: {@code Connector} resolves the host and builds
 * the Netty pipeline {@code [SslHandler] -> FrameDecoder -> HandshakeHandler -> ReplyHandler} (the handshake
 * handler gives way to {@code SaslHandler} for a SASL exchange, then leaves);
 * {@code Connection} is one attempt and remembers why it ended ({@code RefusedHandshake}: a handshake
 * answered with an error instead); {@code Wire} frames requests. {@code ServerModeQuery} asks a server, on a
 * short connection of its own, whether it serves read-write ({@code isro}). Nothing
 * here knows about sessions, retries or watches: a connection reports to its owner through
 * {@code ConnectionEvents} (handshake done, reply frame, closed).
 *
 * <p><b>Thread:</b> the client's Netty event loop (DNS resolution runs on {@code HostResolver}'s own daemon
 * threads, never the common pool, and hands back).
 * <b>May call:</b> {@code config}, {@code common}, the protocol module and Netty.
 */
package io.zkwire.client.internal.connection;
