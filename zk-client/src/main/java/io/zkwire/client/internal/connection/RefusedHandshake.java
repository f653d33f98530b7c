// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.records.ReplyHeader;

/**
 * A handshake answered with a bare reply header instead of a ConnectResponse. A read-only ZooKeeper 3.9.5
 * server answers so (error NOTREADONLY) to a ConnectRequest for a new session unless it runs with
 * {@code localSessionsEnabled=true}: it cannot start a session the quorum would have to know.
 */
final class RefusedHandshake {

    /** xid, zxid and error code: shorter than any ConnectResponse (36 bytes at least). */
    private static final int REPLY_HEADER_BYTES = 4 + 8 + 4;

    private RefusedHandshake() {
    }

    /** Why the server refused the handshake, or null if {@code frame} is a ConnectResponse; reads nothing. */
    static String reason(ByteBuf frame) {
        if (frame.readableBytes() != REPLY_HEADER_BYTES) {
            return null;
        }
        int err = ReplyHeader.decode(frame.duplicate()).err();
        if (err == Code.NOTREADONLY.intValue()) {
            return "the server is read-only (cut off from its quorum) and refuses to start a new session"
                    + " (NOTREADONLY); read-only servers start sessions only with localSessionsEnabled=true in"
                    + " their configuration";
        }
        return "the server refused the handshake with error " + err + " (" + Code.of(err) + ")";
    }
}
