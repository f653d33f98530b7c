package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.socket.DuplexChannel;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * One direction of one relayed connection: what {@code source} reads goes to the destination as the proxy's
 * current fault says. Bytes, and finally the source's end (FIN), keep their order whatever the fault does:
 * when a delay shrinks, later bytes wait for earlier ones. Used only on the connection's event loop.
 */
final class Pipe {
    private final Direction direction;
    private final Channel source;
    private final Supplier<Fault> fault;
    /** Told once this direction is over: its end was passed on, or it was discarded. */
    private final Runnable onDone;
    private final ArrayDeque<ByteBuf> held = new ArrayDeque<>();
    /** Deliveries waiting for their time, in the order they must arrive. */
    private final ArrayDeque<Delivery> delayed = new ArrayDeque<>();
    private Channel destination;
    private boolean sourceEnded;
    /** Nothing more is accepted: the end is on its way, or the direction was discarded. */
    private boolean finished;
    /** Bytes read from now on are thrown away: see {@link #seal()}. */
    private boolean sealed;
    private boolean done;
    private long lastDeliveryNanos = System.nanoTime();

    Pipe(Direction direction, Channel source, Supplier<Fault> fault, Runnable onDone) {
        this.direction = direction;
        this.source = source;
        this.fault = fault;
        this.onDone = onDone;
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

    /** The source sends no more: the destination is told so (FIN) after the bytes read before. */
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

    /** The connection is being reset or closed, or the destination is gone: what is on its way is lost. */
    void discard() {
        finished = true;
        held.forEach(ByteBuf::release);
        held.clear();
        delayed.forEach(delivery -> delivery.bytes().release());
        delayed.clear();
        markDone();
    }

    boolean isDone() {
        return done;
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
                deliver(handling.delayNanos(), bytes, false);
            }
        }
        if (sourceEnded) {
            finished = true;
            deliver(handling.delayNanos(), Unpooled.EMPTY_BUFFER, true);
            return;
        }
        source.config().setAutoRead(destination.isWritable()); // TCP pushes back on a fast sender
    }

    /** Sends at once, or {@code delayNanos} later but never before an earlier delivery. */
    private void deliver(long delayNanos, ByteBuf bytes, boolean last) {
        long now = System.nanoTime();
        long due = now + Math.max(delayNanos, lastDeliveryNanos - now);
        lastDeliveryNanos = due;
        Delivery delivery = new Delivery(due, bytes, last);
        if (delayed.isEmpty() && due - now <= 0) {
            write(delivery);
            return;
        }
        delayed.add(delivery);
        if (delayed.size() == 1) {
            wakeUpForNext();
        }
    }

    /** Runs, in order, the deliveries that are due; one wake-up is scheduled at a time. */
    private void runDue() {
        while (!delayed.isEmpty() && delayed.peek().due() - System.nanoTime() <= 0) {
            write(delayed.poll());
        }
        if (!delayed.isEmpty()) {
            wakeUpForNext();
        }
    }

    private void wakeUpForNext() {
        source.eventLoop().schedule(this::runDue, delayed.peek().due() - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    private void write(Delivery delivery) {
        ChannelFuture written = destination.writeAndFlush(delivery.bytes());
        if (delivery.last()) {
            written.addListener(flushed -> {
                endOutput();
                markDone();
            });
        }
    }

    /** A half-close (FIN), as the source did; a channel that cannot half-close is closed. */
    private void endOutput() {
        if (destination instanceof DuplexChannel duplex) {
            duplex.shutdownOutput();
        } else {
            destination.close();
        }
    }

    private void markDone() {
        if (!done) {
            done = true;
            onDone.run();
        }
    }

    /**
     * Bytes for the destination and the {@link System#nanoTime()} they are due.
     *
     * @param last whether the source's end follows them
     */
    private record Delivery(long due, ByteBuf bytes, boolean last) {
    }
}
