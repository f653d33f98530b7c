/**
 * The settings of one client, checked and parsed once: {@code ClientConfig} (immutable, what
 * {@link io.zkwire.client.ZkClientBuilder} hands to the factory: the settings as given and, derived from them in
 * {@code ClientConfig.of} alone, the hosts, chroot, follower lag and SASL identity), the connect string parser
 * ({@code ConnectString}) and its {@code HostAndPort}s, and the follower lag the lost rule allows for
 * ({@code FollowerLag}: set, assumed for an ensemble, or none; the server's answer may change it later).
 *
 * <p><b>Thread:</b> built on the caller's thread inside {@code ZkClientBuilder.build()}, read-only
 * afterwards. <b>May call:</b> {@code common}, {@code auth} (the SASL identity is resolved with the
 * settings) and the public API's value types (RetryPolicy).
 */
package io.zkwire.client.internal.config;
