// SPDX-License-Identifier: Apache-2.0
/**
 * SASL with the JDK's {@code javax.security.sasl}: {@code SaslSetup} turns a client's
 * {@code SaslSettings} into a {@code SaslIdentity} once (which JAAS section, which mechanism,
 * DIGEST-MD5 or GSSAPI, chosen as ZooKeeper's own client chooses); each connection then runs one
 * {@code SaslExchange} (token in, token out) from that identity. The exchange's frames are the
 * connection layer's business ({@code connection.SaslHandler}); nothing here knows sessions or Netty.
 *
 * <p><b>Thread:</b> {@code SaslSetup} runs on the thread that builds the client (from {@code config.ClientConfig}); an exchange runs its steps
 * off the event loop (a GSSAPI step may call the KDC, and the service principal may need a reverse DNS
 * lookup), one step at a time. <b>May call:</b> the JDK only.
 */
package io.zkwire.client.internal.auth;
