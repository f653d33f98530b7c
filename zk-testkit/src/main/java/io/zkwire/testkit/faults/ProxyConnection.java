package io.zkwire.testkit.faults;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One client connection relayed to the target: the accepted channel, the channel to the server, a pipe each
 * way, and the frame-aware cut of {@link FaultProxy#resetAfterNextRequest}. Everything but the volatile reads
 * runs on the connection's event loop.
 */
final class ProxyConnection {
    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
    private final FaultProxy proxy;
    private final Channel client;
    private final Pipe toServer;
    private final RequestCut cut;
    /** Null unless the proxy had frame listeners when this connection opened. */
    private final FrameAssembler requestFrames;
    private final FrameAssembler replyFrames;
    private volatile Channel server;
    private volatile boolean connecting = true;
    private volatile boolean serverAnswered;
    private Pipe toClient;

    ProxyConnection(FaultProxy proxy, Channel client) {
        this.proxy = proxy;
        this.client = client;
        this.toServer = new Pipe(Direction.CLIENT_TO_SERVER, client, proxy::fault, this::directionDone);
        this.cut = new RequestCut(proxy);
        this.requestFrames = proxy.isListened() ? new FrameAssembler() : null;
        this.replyFrames = proxy.isListened() ? new FrameAssembler() : null;
    }

    EventLoop eventLoop() {
        return client.eventLoop();
    }

    /** Starts relaying: connects to the server; until that succeeds, what the client sends is held. */
    void connectTo(int targetPort) {
        client.pipeline().addLast(new RelayHandler(this, Direction.CLIENT_TO_SERVER));
        new Bootstrap()
                .group(client.eventLoop())
                .channel(NioSocketChannel.class)
                .option(ChannelOption.AUTO_READ, false)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.ALLOW_HALF_CLOSURE, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, CONNECT_TIMEOUT_MILLIS)
                .handler(new RelayHandler(this, Direction.SERVER_TO_CLIENT))
                .connect(FaultProxy.LOOPBACK, targetPort)
                .addListener((ChannelFuture connected) -> {
                    connecting = false;
                    if (connected.isSuccess()) {
                        serverConnected(connected.channel());
                    } else {
                        toServer.discard();
                        resetChannel(client); // as a refused connection would
                    }
                });
    }

    /** The outbound connection is up: bytes may move, as the fault allows. */
    private void serverConnected(Channel channel) {
        server = channel;
        toClient = new Pipe(Direction.SERVER_TO_CLIENT, channel, proxy::fault, this::directionDone);
        if (client.isActive()) {
            toClient.connect(client);
        } else {
            toClient.discard(); // the client left while the proxy was connecting
        }
        toServer.connect(channel);
    }

    /**
     * True while both sides are open and the server has sent something (for ZooKeeper: the ConnectResponse,
     * so a session lives on this connection).
     */
    boolean hasAnsweredSession() {
        Channel current = server;
        return serverAnswered && current != null && current.isOpen() && client.isOpen();
    }

    /** True once both sides are closed for good; a connection to the server in progress counts as open. */
    boolean isClosed() {
        Channel current = server;
        return !client.isOpen() && !connecting && (current == null || !current.isOpen());
    }

    boolean isEstablished() {
        Channel current = server;
        return current != null && current.isActive() && client.isActive();
    }

    /** The proxy's own port on its connection to the server, as the server lists it ({@code cons}). */
    Optional<Integer> serverSidePort() {
        Channel current = server;
        return current == null || current.localAddress() == null ? Optional.empty()
                : Optional.of(((InetSocketAddress) current.localAddress()).getPort());
    }

    void received(Direction direction, ByteBuf bytes) {
        if (direction == Direction.CLIENT_TO_SERVER) {
            fromClient(bytes);
        } else {
            fromServer(bytes);
        }
    }

    /** The side that sends {@code direction} half-closed (FIN): the other side is told so in turn. */
    void inputEnded(Direction direction) {
        if (direction == Direction.CLIENT_TO_SERVER) {
            toServer.end();
        } else {
            toClient.end();
            cut.fail("the server");
        }
    }

    /**
     * The channel that reads {@code direction} is closed: what it read still goes on, but nothing can be
     * written to it any more.
     */
    void closed(Direction direction) {
        if (direction == Direction.CLIENT_TO_SERVER) {
            toServer.end();
            if (toClient != null) {
                toClient.discard();
            }
        } else {
            toClient.end();
            toServer.discard();
        }
        cut.fail(direction == Direction.CLIENT_TO_SERVER ? "the client" : "the server");
    }

    /** The fault changed: apply it to what is held and to the reading of both sides. */
    void faultChanged() {
        if (proxy.fault() instanceof Fault.ResetAll) {
            reset();
        } else {
            drain();
        }
    }

    void drain() {
        toServer.drain();
        if (toClient != null) {
            toClient.drain();
        }
    }

    /** Closes both sides with a TCP reset (SO_LINGER 0); bytes on their way are lost. */
    void reset() {
        end(ProxyConnection::resetChannel, "a reset");
    }

    /** Closes both sides at once (FIN), dropping what is held or delayed: the proxy is going away. */
    void close() {
        end(Channel::close, "closing the proxy");
    }

    static void resetChannel(Channel channel) {
        if (channel.isOpen()) {
            channel.config().setOption(ChannelOption.SO_LINGER, 0);
            channel.close();
        }
    }

    /** Both directions are over, as in TCP once each side has sent its FIN: the connection closes. */
    private void directionDone() {
        if (toServer.isDone() && toClient != null && toClient.isDone()) {
            client.close();
            server.close();
        }
    }

    /** Closes both channels as told, before the pipes let go (which would close them plainly). */
    private void end(Consumer<Channel> closing, String cause) {
        closing.accept(client);
        Channel current = server;
        if (current != null) {
            closing.accept(current);
        }
        toServer.discard();
        if (toClient != null) {
            toClient.discard();
        }
        cut.fail(cause);
    }

    private void fromClient(ByteBuf bytes) {
        if (requestFrames != null) {
            requestFrames.scan(bytes, (frame, body) -> proxy.heard(Direction.CLIENT_TO_SERVER, frame, body));
        }
        ByteBuf allowed = cut.fromClient(bytes);
        if (allowed.isReadable()) {
            toServer.receive(allowed);
        } else {
            allowed.release();
        }
    }

    private void fromServer(ByteBuf bytes) {
        serverAnswered = true;
        if (replyFrames != null) {
            replyFrames.scan(bytes, (frame, body) -> proxy.heard(Direction.SERVER_TO_CLIENT, frame, body));
        }
        if (!cut.isReplyToCut(bytes)) {
            toClient.receive(bytes);
            return;
        }
        bytes.release(); // with whatever came in the same read: the client sees nothing more of it
        Optional<CutTrap> done = cut.take();
        if (done.isEmpty() || done.get().resets()) {
            reset();
            done.ifPresent(trap -> trap.cut().complete(cut.request()));
        } else {
            replaceReply(done.get());
        }
    }

    /** The client gets the trap's bytes, in order after what it was sent before, and nothing more from the server. */
    private void replaceReply(CutTrap trap) {
        byte[] replacement;
        try {
            replacement = trap.replacement().apply(cut.request());
        } catch (RuntimeException e) {
            reset();
            trap.cut().completeExceptionally(e);
            return;
        }
        toClient.receive(Unpooled.wrappedBuffer(replacement));
        toClient.seal();
        trap.cut().complete(cut.request());
    }
}
