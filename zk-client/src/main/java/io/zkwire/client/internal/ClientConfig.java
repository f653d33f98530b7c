package io.zkwire.client.internal;

import io.netty.channel.EventLoopGroup;
import io.netty.handler.ssl.SslContext;
import io.zkwire.client.RetryPolicy;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.client.ZkClientBuilder.AuthInfo;
import io.zkwire.protocol.codec.Frames;
import java.util.List;

/** The settings of one client, checked and parsed once from its {@link ZkClientBuilder}. */
public record ClientConfig(
        List<HostAndPort> hosts,
        Chroot chroot,
        int sessionTimeoutMs,
        int connectionTimeoutMs,
        RetryPolicy retryPolicy,
        List<AuthInfo> authorization,
        boolean canBeReadOnly,
        SslContext sslContext,
        EventLoopGroup eventLoopGroup,
        int maxBufferBytes) {

    public static ClientConfig from(ZkClientBuilder b) {
        ConnectString cs = ConnectString.parse(b.connectString());
        return new ClientConfig(cs.hosts(), Chroot.of(cs.chroot(), b.namespace()), b.sessionTimeoutMs(),
                b.connectionTimeoutMs(), b.retryPolicy(), b.authorization(), b.canBeReadOnly(), b.sslContext(),
                b.eventLoopGroup(), b.maxBufferBytes());
    }

    /** Largest frame payload accepted from the server: a reply carries the data plus Stat and header. */
    public int maxFrameBytes() {
        return (int) Math.min(Integer.MAX_VALUE, (long) maxBufferBytes + Frames.DEFAULT_SLACK);
    }
}
