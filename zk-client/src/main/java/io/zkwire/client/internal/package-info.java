/**
 * The implementation behind {@link io.zkwire.client.ZkClient} (not exported), arranged by concern.
 * Dependencies point one way (enforced by {@code PackageDependenciesTest}):
 *
 * <pre>
 *   (this package: wiring)  DefaultZkClient, DefaultAsyncZkClient, ClientFactory
 *        |
 *   builders   the fluent builder implementations; ensemble: the opt-in ensemble tracker
 *        |
 *   ops        Operations, TreeOperations, MultiOperations; Invoker (sync wait + retries / async relay)
 *        |
 *   session    ZkSession and its parts: request pipeline, reconnect policy, session-expiry clock
 *     |     \
 *   watch   connection    watch tables, event thread | one TCP/TLS connection and its pipeline
 *     |     /
 *   config, common        immutable settings | paths, chroot, future helpers
 * </pre>
 *
 * <h2>Threads</h2>
 * <ul>
 *   <li>One Netty event loop per client (its own, or one of a shared NIO group) owns all session and
 *       connection state, so nothing is locked; requests reach it through the session's outbox.</li>
 *   <li>One event thread per client ({@code watch.EventDispatcher}) runs every user callback in order:
 *       watch events, connection-state changes, async results; only a connection-state listener added
 *       with an executor of its own is handed its state on the event loop, to that executor. Internal
 *       futures complete on the event loop; the async API relays them to the event thread, the sync API waits on them directly (so a
 *       watcher may call the sync API without deadlock).</li>
 *   <li>The caller's thread runs the builders and operations and, for the sync API, waits.</li>
 * </ul>
 *
 * <p>The one entry from the public API is {@link io.zkwire.client.internal.ClientFactory}: the builder
 * hands it an immutable {@code config.ClientConfig}; nothing here refers to the builder.
 */
package io.zkwire.client.internal;
