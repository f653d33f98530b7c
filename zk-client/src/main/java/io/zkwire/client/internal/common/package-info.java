/**
 * Small pure helpers every other internal package shares: path validation ({@code Paths}), the
 * chroot/namespace mapping between client and server paths ({@code Chroot}) and CompletableFuture
 * unwrapping ({@code Futures}).
 *
 * <p><b>Thread:</b> any; nothing here holds mutable state. <b>May call:</b> the protocol module only.
 */
package io.zkwire.client.internal.common;
