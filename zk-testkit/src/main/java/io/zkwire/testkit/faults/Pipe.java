package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * One direction of one relayed connection: what {@code source} reads goes to the destination as the proxy's
 * current fault says. Bytes, and finally the source's close, keep their order whatever the fault does: when a
 * delay shrinks, later bytes wait for earlier ones. Used only on the connection's event loop.
 */
final class Pipe {
    private final Direction direction;
    private final Channel source;
    private final Supplier<Fault> fault;
    private final ArrayDeque<ByteBuf> held = new ArrayDeque<>();
    private Channel destination;
    private boolean sourceEnded;
    /** Nothing more moves: the destination's close is on its way, or the connection was reset. */
    private boolean finished;
    /** Bytes read from now on are thrown away: see {@link #seal()}. */
    private boolean sealed;
    /** Deliveries waiting for their time, in the order they must arrive. */
    private final ArrayDeque<Delivery> delayed = new ArrayDeque<>();
    private long lastDeliveryNanos = System.nanoTime();

    Pipe(Direction direction, Channel source, Supplier<Fault> fault) {
        this.direction = direction;
        this.source = source;
        this.fault = fault;
    }

    /** Until the destination is known, everything read is held. */
    void connect(Channel to) {
        destination = to;
        drain();
    }

    void receive(ByteBuf bytes) {
        if (finished || sealed) {
            bytes.release();
            return;
        }
        held.add(bytes);
        drain();
    }

    /** The source closed: the destination closes too, after the bytes read before. */
    void end() {
        sourceEnded = true;
        drain();
    }

    /**
     * Nothing read from now on is passed on (it is thrown away), while what was taken before still is; the
     * source's close still passes.
     */
    void seal() {
        sealed = true;
    }

    /** The connection is being reset: what is held is lost, as in the network. */
    void discard() {
        finished = true;
        held.forEach(ByteBuf::release);
        held.clear();
    }

    /** Moves what the current fault lets move; called again whenever the fault or the destination changes. */
    void drain() {
        if (finished) {
            return;
        }
        Handling handling = destination == null ? Handling.HOLD : Handling.of(fault.get(), direction);
        if (handling.kind() == Handling.Kind.HOLD) {
            source.config().setAutoRead(false);
            return;
        }
        while (!held.isEmpty()) {
            ByteBuf bytes = held.poll();
            if (handling.kind() == Handling.Kind.DISCARD) {
                bytes.release();
            } else {
                deliver(handling.delayNanos(), () -> destination.writeAndFlush(bytes));
            }
        }
        if (sourceEnded) {
            finished = true;
            deliver(handling.delayNanos(), () -> destination.writeAndFlush(Unpooled.EMPTY_BUFFER)
                    .addListener(ChannelFutureListener.CLOSE));
            return;
        }
        source.config().setAutoRead(destination.isWritable()); // TCP pushes back on a fast sender
    }

    private void deliver(long delayNanos, Runnable write) {
        long now = System.nanoTime();
        long due = now + Math.max(delayNanos, lastDeliveryNanos - now);
        lastDeliveryNanos = due;
        if (delayed.isEmpty() && due - now <= 0) {
            write.run();
            return;
        }
        delayed.add(new Delivery(due, write));
        if (delayed.size() == 1) {
            wakeUpForNext();
        }
    }

    /** Runs, in order, the deliveries that are due; one wake-up is scheduled at a time. */
    private void runDue() {
        while (!delayed.isEmpty() && delayed.peek().due() - System.nanoTime() <= 0) {
            delayed.poll().write().run();
        }
        if (!delayed.isEmpty()) {
            wakeUpForNext();
        }
    }

    private void wakeUpForNext() {
        source.eventLoop().schedule(this::runDue, delayed.peek().due() - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    private record Delivery(long due, Runnable write) {
    }
}
