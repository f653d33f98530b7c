/**
 * Watches and the event thread: the watch tables ({@code WatchManager}, {@code WatchRegistration}:
 * what a reply confirms), turning server notifications into user events ({@code WatchEvents}), the
 * batches that re-register every watch after a reconnect ({@code WatchBatch}), the one event thread
 * that runs user callbacks in order ({@code EventDispatcher}) and the connection-state listeners
 * ({@code StateListeners}).
 *
 * <p><b>Thread:</b> the tables and {@code WatchEvents} run on the session's event loop; every user
 * callback runs on the {@code EventDispatcher} thread, never on the event loop, except that a connection-state
 * listener added with an executor of its own is handed its state there, to that executor ({@code StateListeners}).
 * <b>May call:</b> {@code common}, the protocol module and the public API's callback types.
 */
package io.zkwire.client.internal.watch;
