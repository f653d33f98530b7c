// SPDX-License-Identifier: Apache-2.0
/**
 * What the client tells the outside about itself besides logs: JFR events ({@code io.zkwire.Request},
 * {@code io.zkwire.SessionState}) and the user's {@link io.zkwire.client.ClientMetricsListener}. Everything here
 * runs on the client's event loop, inline with the I/O, so each hook first asks whether anyone listens
 * (Flight Recorder initialized and the event type enabled, the listener not being the no-op) and costs a
 * branch when nobody does.
 * How to record: docs/observability.md.
 */
package io.zkwire.client.internal.observe;
