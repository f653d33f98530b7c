package io.zkwire.client.internal.config;

import io.netty.channel.EventLoopGroup;
import io.netty.handler.ssl.SslContext;
import io.zkwire.client.ACLProvider;
import io.zkwire.client.ClientMetricsListener;
import io.zkwire.client.ConnectionStateErrorPolicy;
import io.zkwire.client.ConnectionStateListenerManagerFactory;
import io.zkwire.client.RetryPolicy;
import io.zkwire.client.internal.auth.SaslIdentity;
import io.zkwire.client.internal.auth.SaslSettings;
import io.zkwire.client.internal.auth.SaslSetup;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.protocol.codec.Frames;
import io.zkwire.protocol.records.AuthPacket;
import java.util.List;
import java.util.concurrent.ThreadFactory;

/**
 * The settings of one client, checked and parsed once. {@link io.zkwire.client.ZkClientBuilder#build()}
 * hands one to {@code ClientFactory}; nothing internal knows the builder.
 */
public record ClientConfig(
        List<HostAndPort> hosts,
        Chroot chroot,
        int sessionTimeoutMs,
        int connectionTimeoutMs,
        RetryPolicy retryPolicy,
        List<AuthPacket> authorization,
        boolean canBeReadOnly,
        SslContext sslContext,
        EventLoopGroup eventLoopGroup,
        int maxBufferBytes,
        ACLProvider aclProvider,
        ThreadFactory threadFactory,
        ClientMetricsListener metricsListener,
        FollowerLag followerLag,
        ConnectionStateErrorPolicy connectionStateErrorPolicy,
        ConnectionStateListenerManagerFactory connectionStateListenerManagerFactory,
        SaslIdentity sasl) {

    /**
     * Parses the connect string (hosts, optional chroot) and joins the chroot with the namespace; resolves the
     * SASL identity (null: none), throwing IllegalStateException if the SASL settings cannot work.
     *
     * @param followerLagMs the lag from {@code ensembleTiming}, {@link FollowerLag#NOT_SET} or
     *     {@link FollowerLag#IGNORED}
     */
    public static ClientConfig of(String connectString, String namespace, int sessionTimeoutMs,
            int connectionTimeoutMs, RetryPolicy retryPolicy, List<AuthPacket> authorization, boolean canBeReadOnly,
            SslContext sslContext, EventLoopGroup eventLoopGroup, int maxBufferBytes, ACLProvider aclProvider,
            ThreadFactory threadFactory, ClientMetricsListener metricsListener, long followerLagMs,
            ConnectionStateErrorPolicy errorPolicy, ConnectionStateListenerManagerFactory listenerManagerFactory,
            SaslSettings sasl) {
        ConnectString cs = ConnectString.parse(connectString);
        return new ClientConfig(cs.hosts(), Chroot.of(cs.chroot(), namespace), sessionTimeoutMs, connectionTimeoutMs,
                retryPolicy, List.copyOf(authorization), canBeReadOnly, sslContext, eventLoopGroup, maxBufferBytes,
                aclProvider, threadFactory, metricsListener,
                FollowerLag.forSettings(followerLagMs, cs.hosts().size()), errorPolicy, listenerManagerFactory,
                SaslSetup.resolve(sasl));
    }

    /** Largest frame payload accepted from the server: a reply carries the data plus Stat and header. */
    public int maxFrameBytes() {
        return (int) Math.min(Integer.MAX_VALUE, (long) maxBufferBytes + Frames.DEFAULT_SLACK);
    }
}
