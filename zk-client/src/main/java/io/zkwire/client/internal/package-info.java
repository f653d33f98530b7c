/**
 * The implementation behind {@link io.zkwire.client.ZkClient} (not exported).
 *
 * <h2>Threads</h2>
 * <ul>
 *   <li>One Netty event loop per client (its own, or one of a shared NIO group) owns all session
 *       state: {@link io.zkwire.client.internal.ZkSession} and everything it holds run only there, so
 *       nothing is locked. Requests reach it through {@link io.zkwire.client.internal.Outbox}.</li>
 *   <li>One event thread per client ({@link io.zkwire.client.internal.EventDispatcher}) runs every user
 *       callback in order: watch events, connection-state changes, async results. Internal futures
 *       complete on the event loop; the async API relays them to the event thread, the sync API waits
 *       on them directly (so a watcher may call the sync API without deadlock).</li>
 * </ul>
 *
 * <h2>Layers, bottom up</h2>
 * <ul>
 *   <li>Wire: {@code Connector} builds {@code [SslHandler] -> FrameDecoder -> HandshakeHandler ->
 *       ReplyHandler} per attempt; {@code Connection} remembers why an attempt ended.</li>
 *   <li>Session: {@code ZkSession} (phases NEW, CONNECTING, CONNECTED, CLOSING, CLOSED, AUTH_FAILED)
 *       with {@code SessionIdentity} (id, password, zxid, ConnectRequest/Response), {@code Liveness}
 *       and {@code SessionTimers} (ping, read timeout, LOST deadline), {@code HostList} and
 *       {@code ReconnectBackoff}, {@code RequestDepot} (in-order reply matching), {@code WaitingRoom}
 *       (requests made while disconnected), {@code Credentials} and {@code WatchEvents} /
 *       {@code WatchManager} / {@code WatchBatch} (watch tables and re-registration).</li>
 *   <li>Operations: {@code Operations} (one request each, chroot applied), {@code TreeOperations}
 *       (parents, children), {@code MultiOperations}; {@code Invoker} runs them for the sync API (bounded
 *       wait, retry policy) or the async one (relay to the event thread).</li>
 *   <li>API: {@code DefaultZkClient}, {@code DefaultAsyncZkClient} and the {@code *Builders}.</li>
 * </ul>
 */
package io.zkwire.client.internal;
