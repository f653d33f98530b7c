package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.Channel;
import io.zkwire.client.internal.config.HostAndPort;
import java.lang.System.Logger.Level;

/**
 * One attempt to talk to one server, from DNS and TCP connect through the handshake to close. Keeps
 * the first reason it failed, so pending requests and logs can say what happened. Used only on the
 * session's event loop.
 */
public final class Connection {

    private static final System.Logger LOG = System.getLogger(Connection.class.getName());

    private final HostAndPort host;
    private final long startNanos;
    private final ConnectionEvents events;
    private Channel channel;
    private String reason;
    private boolean closed;
    private boolean handshaken;
    private boolean misconfigured;
    private boolean authFailed;

    Connection(HostAndPort host, long startNanos, ConnectionEvents events) {
        this.host = host;
        this.startNanos = startNanos;
        this.events = events;
    }

    public HostAndPort host() {
        return host;
    }

    /** nanoTime when the attempt began (no later than the ConnectRequest was sent). */
    public long startNanos() {
        return startNanos;
    }

    /** Why the connection ended (the first reason given), or null while it is up. */
    public String reason() {
        return reason;
    }

    public boolean isClosed() {
        return closed;
    }

    public boolean isHandshaken() {
        return handshaken;
    }

    void markHandshaken() {
        handshaken = true;
    }

    void attach(Channel channel) {
        this.channel = channel;
    }

    public ByteBufAllocator alloc() {
        return channel != null ? channel.alloc() : ByteBufAllocator.DEFAULT;
    }

    /** Queues a frame; {@link #flush()} sends what was queued. */
    public void write(ByteBuf frame) {
        if (channel == null || closed) {
            frame.release();
            return;
        }
        channel.write(frame, channel.voidPromise());
    }

    public void flush() {
        if (channel != null && !closed) {
            channel.flush();
        }
    }

    /** Records why (unless a reason is already known) and closes; the session hears of it once. */
    public void close(String why) {
        if (reason == null) {
            reason = why;
        }
        if (channel != null && channel.isOpen()) {
            channel.close();
        } else {
            closed();
        }
    }

    /** Records a failure cause without closing (the channel is closing anyway). */
    public void failed(String why) {
        if (reason == null) {
            reason = why;
        }
    }

    /** Records a failure no retry can fix (a TLS handshake that failed), so waiting requests fail now. */
    void misconfigured(String why) {
        failed(why);
        misconfigured = true;
    }

    /** True if the connection failed in a way only a configuration change can fix. */
    public boolean isMisconfigured() {
        return misconfigured;
    }

    /** Records that the server rejected our SASL identity (or SASL failed in the client): final for the client. */
    void authFailed(String why) {
        failed(why);
        authFailed = true;
    }

    /** True if authentication failed: reconnecting with the same identity would fail again. */
    public boolean isAuthFailed() {
        return authFailed;
    }

    /** The channel became inactive, or never became active. */
    void closed() {
        if (closed) {
            return;
        }
        closed = true;
        if (reason == null) {
            reason = "the server closed the connection";
        }
        LOG.log(Level.DEBUG, "connection to {0} closed: {1}", host, reason);
        events.onClosed(this);
    }

    ConnectionEvents events() {
        return events;
    }

    @Override
    public String toString() {
        return host.toString();
    }
}
