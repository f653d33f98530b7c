/**
 * One client's ZooKeeper session over successive connections. {@code ZkSession} is the thread-safe
 * face; behind it, one class per reason to change:
 * <ul>
 *   <li>the state machine: {@code SessionMachine} (phases, transitions), with {@code SessionIdentity}
 *       (id, password, timeout, zxid; {@code OlderHistoryWarning} when a new session finds the ensemble's
 *       history older than the client's) and {@code StateNotifier} / {@code ConnectionGate} (what users see);</li>
 *   <li>sending and matching: {@code RequestPipeline} ({@code Outbox}, {@code XidGenerator},
 *       {@code WaitingRoom} for requests made while disconnected, {@code Credentials}) and
 *       {@code ReplyMatcher} ({@code RequestDepot}: in-order reply matching), on {@code Call}s;</li>
 *   <li>the reconnect policy: {@code Reconnector} ({@code HostList}, {@code ReconnectBackoff}), and
 *       {@code ReadWriteProbe}, which while the session sits on a read-only server looks for a read-write
 *       one to move to (its timers and the answers of its queries run on the event loop too);</li>
 *   <li>the session-expiry clock: {@code SessionExpiryClock} (pings, read timeout, LOST deadline) on
 *       {@code Liveness} and the arithmetic of {@code SessionTimers}, with {@code FollowerLagWarning} when
 *       the negotiated timeout is too short for the follower lag ({@code config.FollowerLag}), which
 *       {@code ServerMembership} settles from each server's {@code /zookeeper/config}.</li>
 * </ul>
 * {@code Failures} makes the client-side exceptions.
 *
 * <p><b>Thread:</b> the client's Netty event loop owns all session state, so nothing is locked; the
 * threading rule is spelled out once, on {@code SessionLoop}. <b>May call:</b> {@code connection},
 * {@code watch}, {@code config}, {@code common}.
 */
package io.zkwire.client.internal.session;
