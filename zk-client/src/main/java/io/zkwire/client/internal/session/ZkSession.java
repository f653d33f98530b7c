package io.zkwire.client.internal.session;

import io.netty.channel.EventLoop;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.config.ClientConfig;
import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.watch.EventDispatcher;
import io.zkwire.protocol.WatcherType;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One client's ZooKeeper session, as the rest of the client sees it: the thread-safe entry points. Each
 * hands its work to the event loop (see {@link SessionLoop} for the threading rule) or reads a view the
 * loop published; the session itself is the {@link SessionMachine} and its parts: {@link RequestPipeline}
 * and {@link ReplyMatcher} (sending and matching), {@link Reconnector} (reconnect policy) and
 * {@link SessionExpiryClock} (pings, read timeout, the LOST deadline).
 */
public final class ZkSession {

    private final SessionLoop loop;
    private final EventDispatcher dispatcher;
    private final ConnectionGate gate = new ConnectionGate();
    private final SessionMachine machine;
    private final RequestPipeline pipeline;

    // Written once by the API, read by any thread.
    private volatile boolean started;
    private volatile boolean closeRequested;

    /** @param stateListeners told of each ConnectionState change at once, on the event loop (they hand it on) */
    public ZkSession(ClientConfig config, EventLoop loop, EventDispatcher dispatcher,
            Consumer<ConnectionState> stateListeners) {
        this.loop = new SessionLoop(loop);
        this.dispatcher = dispatcher;
        this.machine = new SessionMachine(config, this.loop, dispatcher, stateListeners, gate);
        this.pipeline = machine.pipeline();
    }

    public void start() {
        if (closeRequested) {
            throw Failures.closed();
        }
        started = true;
        loop.execute(machine::start);
    }

    /** Sends {@code call} now if connected, else when a connection is up (within connectionTimeoutMs). */
    public <T> CompletableFuture<T> submit(Call<T> call) {
        if (closeRequested) {
            call.fail(Failures.closed());
        } else if (!started) {
            call.fail(Failures.notStarted());
        } else if (pipeline.offer(call)) {
            loop.execute(pipeline::drain);
        }
        return call.future();
    }

    /** Remembers a credential for every future handshake and sends it now if connected. */
    /** Any thread: later connection attempts go to {@code servers}. */
    public void serversChanged(List<HostAndPort> servers) {
        loop.execute(() -> machine.serversChanged(servers));
    }

    /**
     * Any thread: if connected, drops the connection ({@code why}: for the log) and reconnects at once, to the
     * next server; requests unanswered on it fail with ConnectionLoss, as after any connection loss.
     */
    public void leaveConnection(String why) {
        loop.tryExecute(() -> machine.leaveConnection(why));
    }

    public CompletableFuture<Void> addAuth(String scheme, byte[] auth) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        loop.execute(() -> pipeline.addAuth(scheme, auth, done));
        return done;
    }

    /**
     * Removes watchers of {@code type} on {@code path} ({@code watcher} null: all of them) once the server
     * answered {@code serverCall} (checkWatches or removeWatches); {@code local}: also when it failed.
     */
    public CompletableFuture<Void> removeWatches(String path, Watcher watcher, WatcherType type,
            Call<Void> serverCall, boolean local) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        loop.execute(() -> pipeline.removeWatches(path, watcher, type, serverCall, local, done));
        return done;
    }

    /** Starts closing: closeSession if connected (waiting up to {@code waitMs} for its reply), then Closed. */
    public CompletableFuture<Void> close(long waitMs) {
        closeRequested = true;
        if (!loop.tryExecute(() -> machine.beginClose(waitMs))) {
            machine.closeDone().complete(null);
        }
        return machine.closeDone();
    }

    /**
     * Any thread: runs {@code task} on the event loop after {@code delayMs}, unless the client is being closed
     * by then. The task must not block.
     */
    public void later(Runnable task, long delayMs) {
        if (!closeRequested) {
            loop.trySchedule(() -> {
                if (!closeRequested) {
                    task.run();
                }
            }, delayMs, TimeUnit.MILLISECONDS);
        }
    }

    public boolean isStarted() {
        return started;
    }

    public boolean isCloseRequested() {
        return closeRequested;
    }

    public boolean isConnected() {
        return gate.isOpen();
    }

    public boolean awaitConnected(long time, TimeUnit unit) throws InterruptedException {
        return gate.await(time, unit);
    }

    public long sessionId() {
        return machine.view().sessionId();
    }

    public int negotiatedTimeoutMs() {
        return machine.view().timeoutMs();
    }

    public byte[] sessionPassword() {
        return machine.view().password().clone();
    }

    public EventDispatcher dispatcher() {
        return dispatcher;
    }
}
