/**
 * Operations as requests: {@code Operations} (one request each: input checks, chroot applied, reply
 * decoded), {@code TreeOperations} (creating parents, deleting children), {@code MultiOperations}
 * (multi and multiRead, {@code TxnOp}), and {@code Invoker}, which runs an operation for the sync API
 * (the caller's thread waits, bounded, and retries per the RetryPolicy) or the async one (result relayed
 * to the event thread), after {@code NamespaceNodes} has sent the namespace's creates ahead of a client's
 * first operation; {@code GuaranteedDeletes} retries a guaranteed delete in the background (timers on the
 * event loop) and, with {@code DeletesUnderWay}, lets close() wait for those not settled yet;
 * {@code ProtectedCreation} is one call of a protected create (find after a lost reply, the async API's recovery,
 * abandonment, background clean-up), under Curator's names ({@code ProtectedNames}).
 *
 * <p><b>Thread:</b> the caller's; results complete on the event loop and are awaited or relayed.
 * <b>May call:</b> {@code session}, {@code watch}, {@code common}.
 */
package io.zkwire.client.internal.ops;
