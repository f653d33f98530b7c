// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.KeeperException.Code;
import org.junit.jupiter.api.Test;

class RefusedHandshakeTest {

    @Test
    void aReadOnlyServersNotReadOnlyHeaderSaysWhatTheServerNeeds() {
        // What a read-only 3.9.5 server answered to a new session: xid 0, zxid 0, error -119.
        ByteBuf frame = Unpooled.buffer().writeInt(0).writeLong(0).writeInt(Code.NOTREADONLY.intValue());
        String reason = RefusedHandshake.reason(frame);
        assertTrue(reason.contains("read-only") && reason.contains("localSessionsEnabled=true"), reason);
        assertEquals(16, frame.readableBytes(), "nothing was read");
    }

    @Test
    void aConnectResponseIsNoRefusal() {
        ByteBuf frame = Unpooled.buffer().writeInt(0).writeInt(30_000).writeLong(1).writeInt(16)
                .writeBytes(new byte[16]).writeBoolean(false);
        assertNull(RefusedHandshake.reason(frame));
    }
}
