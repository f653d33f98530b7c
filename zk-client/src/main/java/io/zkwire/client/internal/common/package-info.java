/**
 * Small pure helpers every other internal package shares: path validation ({@code Paths}), the
 * chroot/namespace mapping between client and server paths ({@code Chroot}), CompletableFuture
 * unwrapping ({@code Futures}) and when a repeated WARNING is due ({@code WarningInterval}).
 *
 * <p><b>Thread:</b> any; only {@code WarningInterval} holds mutable state, owned by one caller.
 * <b>May call:</b> the protocol module only.
 */
package io.zkwire.client.internal.common;
