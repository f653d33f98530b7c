// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import io.netty.channel.EventLoopGroup;
import io.netty.handler.ssl.SslContext;
import io.zkwire.client.ZkClientBuilder.AuthInfo;
import io.zkwire.client.internal.auth.SaslSettings;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import javax.net.ssl.SSLContext;
import javax.security.auth.Subject;
import javax.security.auth.login.Configuration;

/**
 * The settings of a {@link ZkClientBuilder}, and of the clients it builds ({@link ZkClient#settings()}), as
 * they were given: the connect string as written, the namespace without the chroot. Each setting lives here
 * once, with its default; the builder's methods say what it means and check it.
 *
 * <p>Immutable once seen: only {@code ZkClientBuilder} changes one, and only a fresh copy it has not yet
 * handed out (a builder's final field then publishes it).
 */
public final class ZkClientSettings implements Cloneable {

    /** Curator's defaults: 60 s session, 15 s connection timeout, 1 s x 3 exponential retries. */
    static final ZkClientSettings DEFAULTS = new ZkClientSettings();

    String connectString;
    String namespace = "";
    int sessionTimeoutMs = 60_000;
    int connectionTimeoutMs = 15_000;
    long rejoinSessionId;
    byte[] rejoinSessionPassword;
    RetryPolicy retryPolicy = new ExponentialBackoffRetry(1000, 3);
    List<AuthInfo> authorization = List.of();
    boolean canBeReadOnly;
    boolean ensembleTracker;
    SslContext sslContext;
    SSLContext jdkSslContext;
    Boolean tlsHostnameVerification;
    Path zkClientConfig;
    Integer requestTimeoutMs;
    EventLoopGroup eventLoopGroup;
    int maxBufferBytes = 0xfffff;
    ACLProvider aclProvider = new DefaultACLProvider();
    ThreadFactory threadFactory;
    ClientMetricsListener metricsListener = ClientMetricsListener.NONE;
    int ensembleTickTimeMs;
    int ensembleSyncLimit;
    boolean followerLagIgnored;
    ConnectionStateErrorPolicy connectionStateErrorPolicy = new StandardConnectionStateErrorPolicy();
    ConnectionStateListenerManagerFactory connectionStateListenerManagerFactory =
            ConnectionStateListenerManagerFactory.standard;
    SaslSettings sasl = SaslSettings.SYSTEM;
    CompressionProvider compressionProvider = new GzipCompressionProvider();
    boolean compressionEnabled;

    private ZkClientSettings() {}

    /** A copy for a builder to change before it hands it out. */
    ZkClientSettings copy() {
        try {
            return (ZkClientSettings) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** The connect string, chroot included; null until set. */
    public String connectString() { return connectString; }

    /** The namespace, "" if none (without the connect string's chroot; {@link ZkClient#namespace()} has both). */
    public String namespace() { return namespace; }

    /** The session timeout asked of the server, in ms (the server may negotiate it into its bounds). */
    public int sessionTimeoutMs() { return sessionTimeoutMs; }

    /** How long a request waits for a connection, in ms. */
    public int connectionTimeoutMs() { return connectionTimeoutMs; }

    /** The session the client's first handshake offers ({@link ZkClientBuilder#rejoinSession}), 0 for none. */
    public long rejoinSessionId() { return rejoinSessionId; }

    /** A copy of the password of {@link #rejoinSessionId()}, null for none. */
    public byte[] rejoinSessionPassword() {
        return rejoinSessionPassword == null ? null : rejoinSessionPassword.clone();
    }

    /** The retry policy of the synchronous API. */
    public RetryPolicy retryPolicy() { return retryPolicy; }

    /** The credentials sent after every handshake, in the order added. */
    public List<AuthInfo> authorization() { return authorization; }

    /** Whether a read-only server may be used while no read-write one answers. */
    public boolean canBeReadOnly() { return canBeReadOnly; }

    /** Whether the client follows the ensemble's configuration for later connections. */
    public boolean ensembleTracker() { return ensembleTracker; }

    /** The Netty TLS context given to {@link ZkClientBuilder#tls(SslContext)}, null if none. */
    public SslContext sslContext() { return sslContext; }

    /** The JDK TLS context given to {@link ZkClientBuilder#tls(SSLContext)}, null if none. */
    public SSLContext jdkSslContext() { return jdkSslContext; }

    /**
     * The builder's choice on TLS host name verification; null if not set (then
     * {@code zookeeper.ssl.hostnameVerification} decides, default true).
     */
    public Boolean tlsHostnameVerification() { return tlsHostnameVerification; }

    /** The ZooKeeper client config file given to the builder, null if none. */
    public Path zkClientConfig() { return zkClientConfig; }

    /**
     * The request timeout given to the builder, in ms (0: none); null if not set (then
     * {@code zookeeper.request.timeout} decides, default 0).
     */
    public Integer requestTimeoutMs() { return requestTimeoutMs; }

    /** The event loop group given to share, null if none (the process-wide group, or the thread factory's). */
    public EventLoopGroup eventLoopGroup() { return eventLoopGroup; }

    /** The largest request frame sent, in bytes (the server's jute.maxbuffer). */
    public int maxBufferBytes() { return maxBufferBytes; }

    /** The ACL provider for nodes created without an explicit ACL. */
    public ACLProvider aclProvider() { return aclProvider; }

    /** The factory of the client's own threads, null for the default daemon {@code zkwire-*} threads. */
    public ThreadFactory threadFactory() { return threadFactory; }

    /** The metrics listener, {@link ClientMetricsListener#NONE} unless set. */
    public ClientMetricsListener metricsListener() { return metricsListener; }

    /** The tickTime given to {@link ZkClientBuilder#ensembleTiming}, 0 if none. */
    public int ensembleTickTimeMs() { return ensembleTickTimeMs; }

    /** The syncLimit given to {@link ZkClientBuilder#ensembleTiming}, 0 if none. */
    public int ensembleSyncLimit() { return ensembleSyncLimit; }

    /** Whether {@link ZkClientBuilder#ignoreFollowerLag()} gave the lost rule's follower allowance away. */
    public boolean followerLagIgnored() { return followerLagIgnored; }

    /** Which connection states the recipes treat as a loss of leadership. */
    public ConnectionStateErrorPolicy connectionStateErrorPolicy() { return connectionStateErrorPolicy; }

    /** What stands between state changes and the connection state listeners. */
    public ConnectionStateListenerManagerFactory connectionStateListenerManagerFactory() {
        return connectionStateListenerManagerFactory;
    }

    /** The provider of compressed() and decompressed(), {@link GzipCompressionProvider} unless set. */
    public CompressionProvider compressionProvider() { return compressionProvider; }

    /** Whether create, setData and getData compress by default ({@link ZkClientBuilder#enableCompression()}). */
    public boolean compressionEnabled() { return compressionEnabled; }

    /** Whether SASL is off ({@link ZkClientBuilder#saslDisabled()}). */
    public boolean saslDisabled() { return sasl.source() == SaslSettings.Source.DISABLED; }

    /** The JAAS section given to {@code saslJaasSection} or {@code saslJaas}, null if none. */
    public String saslJaasSection() { return sasl.section(); }

    /** The JAAS configuration given to {@code saslJaas}, null if none (or the JVM's is used). */
    public Configuration saslJaas() { return sasl.jaas(); }

    /** The subject given to {@code saslSubject}, null if none. */
    public Subject saslSubject() { return sasl.subject(); }

    /** Where the SASL identity comes from, for {@link ZkClientBuilder#build()} to resolve. */
    SaslSettings sasl() { return sasl; }
}
