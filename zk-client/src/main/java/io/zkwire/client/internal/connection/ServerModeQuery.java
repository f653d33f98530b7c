// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.connection;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.config.Tls;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Asks one server whether it serves read-write, as Apache's client does while it sits on a read-only
 * server: a connection of its own (TLS if the client uses TLS) carrying the four-letter word {@code isro},
 * answered {@code rw} or {@code ro} before the server closes it. Servers with read-only mode enabled
 * ({@code readonlymode.enabled=true}) always allow {@code isro}, whatever {@code 4lw.commands.whitelist}
 * says; one without it may refuse the word, which reads as "not read-write". Never touches a session.
 */
public final class ServerModeQuery {

    /** How long one query may take, connect included (Apache's client: a one-second socket timeout). */
    public static final long TIMEOUT_MS = 1000;

    private static final byte[] ISRO = "isro".getBytes(StandardCharsets.US_ASCII);

    private final EventLoop loop;
    private final Tls ssl;

    public ServerModeQuery(EventLoop loop, Tls ssl) {
        this.loop = loop;
        this.ssl = ssl;
    }

    /**
     * The server's answer, trimmed ({@code "rw"}, {@code "ro"}, or whatever else it said), or null if it
     * gave none within {@link #TIMEOUT_MS}; completes on the event loop and never exceptionally.
     */
    public CompletableFuture<String> isro(HostAndPort host) {
        CompletableFuture<String> answer = new CompletableFuture<>();
        InetSocketAddress literal = HostResolver.literal(host);
        if (literal != null) {
            loop.execute(() -> ask(host, literal, answer));
        } else {
            HostResolver.resolve(host).whenComplete((address, error) -> loop.execute(() -> {
                if (error != null) {
                    answer.complete(null);
                } else {
                    ask(host, address, answer);
                }
            }));
        }
        return answer;
    }

    private void ask(HostAndPort host, InetSocketAddress address, CompletableFuture<String> answer) {
        StringBuilder reply = new StringBuilder();
        Channel channel = new Bootstrap()
                .group(loop)
                .channel(NioSocketChannel.class)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) TIMEOUT_MS)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        if (ssl != null) {
                            ch.pipeline().addLast(ssl.newHandler(ch.alloc(), host));
                        }
                        ch.pipeline().addLast(new Reader(reply, answer));
                    }
                })
                .connect(address)
                .addListener(f -> {
                    if (!f.isSuccess()) {
                        answer.complete(null);
                    }
                })
                .channel();
        loop.schedule(() -> {
            answer.complete(null);
            channel.close();
        }, TIMEOUT_MS, TimeUnit.MILLISECONDS);
    }

    /** Sends the word once connected, gathers the reply, and completes the answer when the server closes. */
    private static final class Reader extends ChannelInboundHandlerAdapter {

        private final StringBuilder reply;
        private final CompletableFuture<String> answer;

        Reader(StringBuilder reply, CompletableFuture<String> answer) {
            this.reply = reply;
            this.answer = answer;
        }

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            ctx.writeAndFlush(Unpooled.wrappedBuffer(ISRO));
            ctx.fireChannelActive();
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ByteBuf bytes = (ByteBuf) msg;
            try {
                reply.append(bytes.toString(StandardCharsets.US_ASCII));
            } finally {
                bytes.release();
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            answer.complete(reply.toString().trim());
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
