// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.internal.config.FollowerLag;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ServerMembershipTest {

    private static byte[] text(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aConfigListingSeveralServersIsAnEnsemble() {
        assertTrue(ServerMembership.isEnsemble(text("server.1=127.0.0.1:2888:3888:participant;0.0.0.0:2181\n"
                + "server.2=127.0.0.1:2889:3889:participant;0.0.0.0:2182\nversion=100000000")));
        assertTrue(ServerMembership.isEnsemble(text("server.1=a:1:2:participant\nserver.4=b:1:2:observer")));
    }

    @Test
    void anEmptyConfigOrASingleServerIsStandalone() {
        assertFalse(ServerMembership.isEnsemble(new byte[0]));
        assertFalse(ServerMembership.isEnsemble(null));
        assertFalse(ServerMembership.isEnsemble(text("server.1=127.0.0.1:2888:3888:participant;2181\nversion=1")));
    }

    @Test
    void theServersAnswerSettlesOnlyALagTheUserDidNotSet() {
        FollowerLag guessed = new FollowerLag(0, FollowerLag.Source.STANDALONE);
        assertEquals(new FollowerLag(FollowerLag.of(2_000, 5), FollowerLag.Source.ASSUMED), guessed.toldByServer(true));
        assertEquals(guessed, new FollowerLag(11_000, FollowerLag.Source.ASSUMED).toldByServer(false));
        FollowerLag given = new FollowerLag(500, FollowerLag.Source.GIVEN);
        assertSame(given, given.toldByServer(false));
        FollowerLag ignored = new FollowerLag(0, FollowerLag.Source.IGNORED);
        assertSame(ignored, ignored.toldByServer(true));
    }
}
