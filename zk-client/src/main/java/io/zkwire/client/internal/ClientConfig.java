package io.zkwire.client.internal;

import io.netty.channel.EventLoopGroup;
import io.netty.handler.ssl.SslContext;
import io.zkwire.client.RetryPolicy;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.client.ZkClientBuilder.AuthInfo;
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

    /**
     * How much larger than maxBufferBytes an incoming frame may be: a reply carries the data plus its
     * Stat and header, as the server's own "extra" allowance does (PROTOCOL.md §1.2).
     */
    public static final int FRAME_SLACK_BYTES = 1024;

    public static ClientConfig from(ZkClientBuilder b) {
        ConnectString cs = ConnectString.parse(b.connectString());
        return new ClientConfig(cs.hosts(), Chroot.of(cs.chroot(), b.namespace()), b.sessionTimeoutMs(),
                b.connectionTimeoutMs(), b.retryPolicy(), b.authorization(), b.canBeReadOnly(), b.sslContext(),
                b.eventLoopGroup(), b.maxBufferBytes());
    }

    /** Largest frame payload accepted from the server. */
    public int maxFrameBytes() {
        return (int) Math.min(Integer.MAX_VALUE, (long) maxBufferBytes + FRAME_SLACK_BYTES);
    }
}
