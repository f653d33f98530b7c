/**
 * One client's ZooKeeper session over successive connections: the state machine ({@code ZkSession}),
 * the request pipeline ({@code Call}, {@code Outbox}, {@code RequestDepot} for in-order reply
 * matching, {@code WaitingRoom} for requests made while disconnected, {@code XidGenerator}), the
 * reconnect policy ({@code HostList}, {@code ReconnectBackoff}), the liveness timers ({@code Liveness},
 * {@code SessionTimers}), the session identity and credentials re-sent after each handshake, and the
 * client-made failures ({@code Failures}).
 *
 * <p><b>Thread:</b> the client's Netty event loop owns all session state, so nothing is locked; the
 * few thread-safe entry points of {@code ZkSession} hand their work to the loop. Results complete
 * internal futures on the loop; user code never runs there (state changes go to the event thread via
 * {@code StateNotifier}). <b>May call:</b> {@code connection}, {@code watch}, {@code config},
 * {@code common}.
 */
package io.zkwire.client.internal.session;
