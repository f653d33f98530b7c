package io.zkwire.client.internal.connection;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.zkwire.client.internal.auth.SaslIdentity;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.config.Tls;
import io.zkwire.protocol.codec.FrameDecoder;
import io.zkwire.protocol.records.ConnectRequest;
import java.net.ConnectException;
import java.net.InetSocketAddress;

/**
 * Opens connections for a session: resolves the host (on {@link HostResolver}, a random address of
 * several), connects, and builds the pipeline {@code [SslHandler] -> FrameDecoder -> HandshakeHandler
 * -> ReplyHandler}; {@link Tls} makes the SslHandler, verifying the host name unless turned off.
 */
public final class Connector {

    private final EventLoop loop;
    private final Tls ssl;
    private final int maxFrameBytes;
    private final SaslIdentity sasl;

    /**
     * @param maxFrameBytes largest frame payload accepted from the server
     * @param sasl          who to authenticate as on every connection, before anything else; null: no SASL
     */
    public Connector(EventLoop loop, Tls ssl, int maxFrameBytes, SaslIdentity sasl) {
        this.loop = loop;
        this.ssl = ssl;
        this.maxFrameBytes = maxFrameBytes;
        this.sasl = sasl;
    }

    /**
     * Starts an attempt; outcomes arrive through {@code events} on the event loop, never before this
     * method has returned (so the caller can first remember the connection).
     */
    public Connection connect(HostAndPort host, ConnectRequest request, long connectTimeoutMs,
            ConnectionEvents events) {
        Connection connection = new Connection(host, System.nanoTime(), events);
        loop.execute(() -> start(connection, request, connectTimeoutMs));
        return connection;
    }

    private void start(Connection connection, ConnectRequest request, long connectTimeoutMs) {
        if (connection.isClosed()) {
            return;
        }
        HostAndPort host = connection.host();
        InetSocketAddress literal = HostResolver.literal(host);
        if (literal != null) {
            open(connection, literal, request, connectTimeoutMs);
        } else {
            HostResolver.resolve(host).whenComplete((address, error) -> loop.execute(() -> resolved(connection,
                    address, error, request, connectTimeoutMs)));
        }
    }

    private void resolved(Connection connection, InetSocketAddress address, Throwable error, ConnectRequest request,
            long connectTimeoutMs) {
        if (connection.isClosed()) {
            return;
        }
        if (error != null) {
            connection.failed("cannot resolve " + connection.host().host() + ": "
                    + Futures.unwrap(error).getMessage());
            connection.closed();
        } else {
            open(connection, address, request, connectTimeoutMs);
        }
    }

    private void open(Connection connection, InetSocketAddress address, ConnectRequest request, long timeoutMs) {
        HostAndPort host = connection.host();
        ChannelFuture future = new Bootstrap()
                .group(loop)
                .channel(NioSocketChannel.class)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) Math.min(Integer.MAX_VALUE, timeoutMs))
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        ChannelPipeline p = ch.pipeline();
                        if (ssl != null) {
                            p.addLast("tls", ssl.newHandler(ch.alloc(), host));
                        }
                        p.addLast("frames", new FrameDecoder(maxFrameBytes));
                        p.addLast("handshake", new HandshakeHandler(connection, request, sasl));
                        p.addLast("replies", new ReplyHandler(connection, ssl));
                    }
                })
                .connect(address);
        connection.attach(future.channel());
        future.addListener(f -> {
            if (!f.isSuccess()) {
                connection.failed(withoutAddress(f.cause())); // whoever reports it names the host
                connection.closed();
            }
        });
    }

    /**
     * A refused or timed-out connect as the OS says it ("Connection refused"): Netty appends ": <address>",
     * which would name the host a second and third time in "host: reason" reports.
     */
    static String withoutAddress(Throwable cause) {
        String message = String.valueOf(cause.getMessage());
        int suffix = message.lastIndexOf(": ");
        return cause instanceof ConnectException && suffix > 0 ? message.substring(0, suffix) : message;
    }
}
