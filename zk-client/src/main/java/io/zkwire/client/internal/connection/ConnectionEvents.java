package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.records.ConnectResponse;

/** What a {@link Connection} reports to its session, always on the session's event loop. */
public interface ConnectionEvents {

    /** The server answered the ConnectRequest; nothing else has been sent yet. */
    void onHandshake(Connection connection, ConnectResponse response);

    /** One frame after the handshake (ReplyHeader first); released by the caller afterwards. */
    void onFrame(Connection connection, ByteBuf frame);

    /** The connection is gone (or never came up); {@link Connection#reason()} says why. Called once. */
    void onClosed(Connection connection);
}
