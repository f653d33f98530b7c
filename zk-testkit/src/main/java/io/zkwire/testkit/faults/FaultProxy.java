package io.zkwire.testkit.faults;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.Future;
import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.ZkServer;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A TCP proxy on a free port of 127.0.0.1 that relays each connection to a target port of 127.0.0.1 and
 * injects network faults into it, switchable at any time from any thread: delay, blackhole, drop one direction,
 * reset. Give a client the proxy's {@link #connectString()} instead of the server's.
 *
 * <pre>{@code
 * try (FaultProxy proxy = FaultProxy.to(zk.server(0))) {
 *     client.connect(proxy.connectString());
 *     proxy.blackhole(Duration.ofSeconds(3));   // a partition that heals by itself
 *     proxy.reset();                            // every open connection gets a TCP RST
 * }
 * }</pre>
 *
 * <p>The proxy knows nothing of ZooKeeper except in {@link #resetAfterNextRequest} and {@link #replaceNextReply},
 * which follow the length prefixes of the frames, and {@link #expireSessions}, which asks the server with
 * {@code cons}. It runs on
 * one event-loop thread of its own; {@link #close()} ends that thread and every connection.
 */
public final class FaultProxy implements AutoCloseable {
    static final String LOOPBACK = "127.0.0.1";
    private static final long CLOSE_LIMIT_SECONDS = 10;
    private static final System.Logger LOG = System.getLogger(FaultProxy.class.getName());

    private final int targetPort;
    private final EventLoopGroup loop;
    private final Channel listener;
    private final int port;
    private final Set<ProxyConnection> connections = ConcurrentHashMap.newKeySet();
    /** A new object per change, so that a timed fault reverts only if nothing replaced it meanwhile. */
    private final AtomicReference<Setting> setting = new AtomicReference<>(new Setting(Fault.pass()));
    private final AtomicReference<CutTrap> trap = new AtomicReference<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final List<Listening> listeners = new CopyOnWriteArrayList<>();

    private FaultProxy(int targetPort) {
        this.targetPort = targetPort;
        this.loop = new NioEventLoopGroup(1, new DefaultThreadFactory("fault-proxy", true));
        try {
            this.listener = new ServerBootstrap()
                    .group(loop)
                    .channel(NioServerSocketChannel.class)
                    .childOption(ChannelOption.AUTO_READ, false)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childOption(ChannelOption.ALLOW_HALF_CLOSURE, true)
                    .childHandler(new ChannelInitializer<>() {
                        @Override
                        protected void initChannel(Channel client) {
                            accept(client);
                        }
                    })
                    .bind(LOOPBACK, 0)
                    .syncUninterruptibly()
                    .channel();
        } catch (RuntimeException e) {
            loop.shutdownGracefully(0, 0, TimeUnit.SECONDS);
            throw e;
        }
        this.port = ((InetSocketAddress) listener.localAddress()).getPort();
    }

    /** A proxy, relaying at once, to 127.0.0.1:{@code targetPort}. */
    public static FaultProxy to(int targetPort) {
        if (targetPort < 1 || targetPort > 65_535) {
            throw new IllegalArgumentException("not a TCP port: " + targetPort);
        }
        return new FaultProxy(targetPort);
    }

    /** A proxy, relaying at once, to the client port of {@code server}; it outlives restarts of the server. */
    public static FaultProxy to(ZkServer server) {
        return to(server.clientPort());
    }

    /** The loopback port clients connect to. */
    public int port() {
        return port;
    }

    /** {@code 127.0.0.1:<port()>}, to give a client instead of the server's address. */
    public String connectString() {
        return LOOPBACK + ":" + port();
    }

    /** The port the proxy relays to, on 127.0.0.1. */
    public int targetPort() {
        return targetPort;
    }

    /** The fault in force now. */
    public Fault fault() {
        return setting.get().fault();
    }

    /** Applies {@code fault} to open and new connections until another one is set. */
    public void set(Fault fault) {
        apply(new Setting(Objects.requireNonNull(fault, "fault")));
    }

    /** Applies {@code fault} for {@code duration}, then passes again unless another fault was set meanwhile. */
    public void set(Fault fault, Duration duration) {
        requirePositive(duration);
        Setting timed = new Setting(Objects.requireNonNull(fault, "fault"));
        apply(timed);
        loop.schedule(() -> {
            if (setting.compareAndSet(timed, new Setting(Fault.pass()))) {
                notifyConnections();
            }
        }, duration.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Ends any fault: held bytes move on, in order. */
    public void pass() {
        set(Fault.pass());
    }

    /** Every byte arrives {@code latency} late, both ways; see {@link Fault#delay(Duration)}. */
    public void delay(Duration latency) {
        set(Fault.delay(latency));
    }

    /** A partition until {@link #pass()}; see {@link Fault#blackhole()}. */
    public void blackhole() {
        set(Fault.blackhole());
    }

    /** A partition that heals by itself after {@code duration}. */
    public void blackhole(Duration duration) {
        set(Fault.blackhole(), duration);
    }

    /** Throws away the bytes travelling {@code direction} until {@link #pass()}. */
    public void drop(Direction direction) {
        set(Fault.drop(direction));
    }

    /** Holds the bytes travelling {@code direction} until {@link #pass()}; see {@link Fault#hold(Direction)}. */
    public void hold(Direction direction) {
        set(Fault.hold(direction));
    }

    /** Resets every open connection and every new one for {@code duration}; see {@link Fault#resetAll()}. */
    public void keepResetting(Duration duration) {
        set(Fault.resetAll(), duration);
    }

    /**
     * Resets (TCP RST) every open connection once, and returns when that is done; new connections are relayed
     * as the fault says.
     */
    public void reset() {
        requireOpen();
        onEveryConnection(ProxyConnection::reset);
    }

    /**
     * Cuts a connection between a request and its reply: the first client frame after now that {@code request}
     * matches (e.g. {@code Frame.request(15)}, a create2) is forwarded, but nothing after it on that connection;
     * when the server's reply to it arrives (the frame with its xid), that reply, with whatever came in the same
     * read, is dropped and the connection reset both ways. So the server has executed the request while the
     * client only sees its connection lost. One cut may be armed at a time. A connection's first frame (the
     * ConnectRequest) has no xid, so match requests with {@link Frame#request(int)}.
     *
     * @return completed with the matched request once the connection was cut; completed exceptionally if the
     *     connection ended otherwise first, or the proxy was closed
     * @throws IllegalStateException if a cut is armed already
     */
    public CompletableFuture<Frame> resetAfterNextRequest(Predicate<Frame> request) {
        return arm(request, null);
    }

    /**
     * Makes a server look broken or hostile to the client behind it: as {@link #resetAfterNextRequest}, the first
     * client frame after now that {@code request} matches is forwarded and the server's reply to it (with whatever
     * came in the same read) is dropped; but instead of a reset the client gets {@code replacement.apply(request)},
     * raw bytes of the test's choosing (garbage, a bad length prefix, an oversized frame), and nothing more from
     * the server on that connection. The connection stays open: the client has to notice the bad bytes and drop
     * it itself. Shares the one armed cut with {@link #resetAfterNextRequest}.
     *
     * @return completed with the matched request once the replacement was handed to the client's connection;
     *     completed exceptionally if the connection ended otherwise first, or the proxy was closed
     * @throws IllegalStateException if a cut is armed already
     */
    public CompletableFuture<Frame> replaceNextReply(Predicate<Frame> request, Function<Frame, byte[]> replacement) {
        return arm(request, Objects.requireNonNull(replacement, "replacement"));
    }

    private CompletableFuture<Frame> arm(Predicate<Frame> request, Function<Frame, byte[]> replacement) {
        requireOpen();
        CutTrap armed = new CutTrap(Objects.requireNonNull(request, "request"), new CompletableFuture<>(), replacement);
        if (!trap.compareAndSet(null, armed)) {
            throw new IllegalStateException("a cut is armed already on " + this
                    + ": wait for the future of the earlier resetAfterNextRequest or replaceNextReply first");
        }
        return armed.cut();
    }

    /**
     * Makes the server expire the session of the client behind this proxy, as a partition longer than the
     * session timeout does: blackholes the proxy until the server has closed every connection behind it that
     * holds a session, and at least 1.5 session timeouts (by when the server must have expired it), then passes
     * again, so that the client reconnects and learns of the expiry.
     *
     * @param sessionTimeout the negotiated session timeout; the wait gives up after twice that and 10 s
     * @throws IllegalStateException if no client behind the proxy has a session yet
     * @throws io.zkwire.testkit.ZkTestkitException if the server has not expired the session in that time
     */
    public void expireSessions(Duration sessionTimeout) {
        SessionExpiry.force(List.of(this), sessionTimeout);
    }

    /**
     * From now on, {@code listener} hears each whole frame that the proxy reads travelling {@code direction}
     * (whatever the fault then does with it), on connections opened after this call; e.g. the requests of a
     * client, to check on the wire what it sent. A stream that is not framed is not heard.
     */
    public void listen(Direction direction, FrameListener listener) {
        requireOpen();
        listeners.add(new Listening(Objects.requireNonNull(direction, "direction"),
                Objects.requireNonNull(listener, "listener")));
    }

    /** How many client connections are relayed to the server right now. */
    public int connections() {
        return (int) live().stream().filter(ProxyConnection::isEstablished).count();
    }

    /** Waits until exactly {@code count} connections are relayed (see {@link #connections()}). */
    public void awaitConnections(int count, Duration timeout) {
        Polling.until(timeout, count + " connections through " + this, () -> connections() == count,
                () -> connections() + " connections");
    }

    /** Closes every connection, the port and the proxy's thread; waits for the thread to end. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        CutTrap armed = trap.getAndSet(null);
        if (armed != null) {
            armed.cut().completeExceptionally(new IllegalStateException(this + " was closed"));
        }
        listener.close().awaitUninterruptibly(CLOSE_LIMIT_SECONDS, TimeUnit.SECONDS);
        onEveryConnection(ProxyConnection::close);
        loop.shutdownGracefully(0, CLOSE_LIMIT_SECONDS, TimeUnit.SECONDS)
                .awaitUninterruptibly(CLOSE_LIMIT_SECONDS + 1, TimeUnit.SECONDS);
    }

    @Override
    public String toString() {
        return "FaultProxy " + LOOPBACK + ":" + port + " -> " + LOOPBACK + ":" + targetPort + " (" + fault()
                + (closed.get() ? ", closed)" : ")");
    }

    /** True once {@link #close()} has ended the proxy's thread. */
    boolean isTerminated() {
        return loop.isTerminated();
    }

    /** The proxy's own ports of the connections to the server that carry a session. */
    List<Integer> sessionPorts() {
        return live().stream().filter(ProxyConnection::hasAnsweredSession)
                .map(ProxyConnection::serverSidePort).flatMap(Optional::stream).toList();
    }

    /** True if frames must be cut out for listeners, on connections opened now. */
    boolean isListened() {
        return !listeners.isEmpty();
    }

    /** Tells the listeners of {@code direction} of one frame; on the connection's event loop. */
    void heard(Direction direction, Frame frame, ByteBuffer body) {
        for (Listening listening : listeners) {
            if (listening.direction() == direction) {
                try {
                    listening.listener().onFrame(frame, body.duplicate());
                } catch (RuntimeException e) {
                    LOG.log(System.Logger.Level.WARNING, "a frame listener of " + this + " failed on " + frame, e);
                }
            }
        }
    }

    /** Hands the armed cut to the connection that saw a matching request; on the connection's event loop. */
    CutTrap takeTrap(Frame frame) {
        CutTrap armed = trap.get();
        if (armed == null) {
            return null;
        }
        try {
            return armed.request().test(frame) && trap.compareAndSet(armed, null) ? armed : null;
        } catch (RuntimeException e) {
            if (trap.compareAndSet(armed, null)) {
                armed.cut().completeExceptionally(e);
            }
            return null;
        }
    }

    private void accept(Channel client) {
        if (fault() instanceof Fault.ResetAll) {
            ProxyConnection.resetChannel(client);
            return;
        }
        ProxyConnection connection = new ProxyConnection(this, client);
        live().add(connection);
        connection.connectTo(targetPort);
    }

    private void apply(Setting next) {
        requireOpen();
        setting.set(next);
        notifyConnections();
    }

    /** Runs {@code action} on each connection's event loop and waits, bounded, until all have run. */
    private void onEveryConnection(Consumer<ProxyConnection> action) {
        List<Future<?>> done = live().stream()
                .map(connection -> connection.eventLoop().submit(() -> action.accept(connection)))
                .collect(Collectors.toList());
        if (!loop.next().inEventLoop()) { // a caller on the loop itself must not wait for it
            done.forEach(future -> future.awaitUninterruptibly(CLOSE_LIMIT_SECONDS, TimeUnit.SECONDS));
        }
    }

    private void notifyConnections() {
        live().forEach(connection -> connection.eventLoop().execute(connection::faultChanged));
    }

    /**
     * The connections not closed yet. A connection stays until both of its sides are closed, so that one still
     * held open towards the server hears when the fault ends; closed ones are dropped here, at each use.
     */
    private Set<ProxyConnection> live() {
        connections.removeIf(ProxyConnection::isClosed);
        return connections;
    }

    private void requireOpen() {
        if (closed.get()) {
            throw new IllegalStateException(this + " is closed; start a new proxy with FaultProxy.to(...)");
        }
    }

    private static void requirePositive(Duration duration) {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("a fault's duration must be positive, got " + duration);
        }
    }

    private record Setting(Fault fault) {
    }

    private record Listening(Direction direction, FrameListener listener) {
    }
}
