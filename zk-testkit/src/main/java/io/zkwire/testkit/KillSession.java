// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.IOException;
import java.time.Duration;

/**
 * Ends a client's session on the server, as older releases of Curator's
 * {@code org.apache.curator.test.KillSession} did: a second connection joins the session with its id and
 * password, then closes it. The server
 * deletes the session's ephemeral nodes at once; the client is told {@code Expired} when it next reaches a
 * server. Works with any client that exposes its session, e.g. zkwire's {@code ZkClient.sessionId()} and
 * {@code sessionPassword()}, and needs no ZooKeeper jar.
 *
 * <pre>{@code
 * KillSession.kill(client.sessionId(), client.sessionPassword(), server.getConnectString());
 * }</pre>
 */
public final class KillSession {
    private static final int DEFAULT_MAX_MS = 10_000;

    private KillSession() {
    }

    /**
     * Closes the session on the first server of {@code connectString} that answers, waiting up to 10 seconds.
     *
     * @throws ZkTestkitException if no server of {@code connectString} could be reached, with what went wrong
     */
    public static void kill(long sessionId, byte[] sessionPassword, String connectString) throws IOException {
        kill(sessionId, sessionPassword, connectString, DEFAULT_MAX_MS);
    }

    /** As {@link #kill(long, byte[], String)}, waiting up to {@code maxMs} milliseconds for each server. */
    public static void kill(long sessionId, byte[] sessionPassword, String connectString, int maxMs)
            throws IOException {
        SessionCloser.close(sessionId, sessionPassword.clone(), connectString, Duration.ofMillis(maxMs));
    }
}
