// SPDX-License-Identifier: Apache-2.0
/**
 * Following the ensemble's membership: {@code EnsembleConfig} reads the client addresses out of the
 * {@code /zookeeper/config} text (never a wildcard), and {@code EnsembleTracker}, when the builder's
 * {@code ensembleTracker(true)} asks for it, re-reads that node on each connection and change and hands the
 * addresses to {@code updateServerList}.
 *
 * <p><b>Thread:</b> the tracker's reads complete on the session's event loop, its listener and watcher run on
 * the event thread; neither blocks. <b>May call:</b> {@code ops} and the public API's callback types.
 */
package io.zkwire.client.internal.ensemble;
