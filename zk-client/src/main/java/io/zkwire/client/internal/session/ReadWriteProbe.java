// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import static io.zkwire.client.internal.session.SessionLoop.cancel;

import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.connection.ServerModeQuery;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * While the session sits on a read-only server, looks for a read-write one, as Apache's client does: asks
 * the other servers {@code isro} ({@link ServerModeQuery}) after 100 ms, then after twice as long each
 * round, up to a minute, and reports the first that answers {@code rw}. Unlike Apache's client, which asks
 * one host per round (its own among them), a round asks every other server at once; and the pause never
 * exceeds a quarter of the session timeout, so a session the quorum still knows (whose LOST deadline runs
 * while only a read-only server answers) gets several looks before that deadline. Runs from
 * {@link #start} until {@link #stop}: the connection ended, the client closes, or a server was found.
 * Event loop only.
 */
final class ReadWriteProbe {

    static final long FIRST_PAUSE_MS = 100;
    static final long MAX_PAUSE_MS = 60_000;

    private static final System.Logger LOG = System.getLogger(ReadWriteProbe.class.getName());

    private final SessionLoop loop;
    private final ServerModeQuery query;
    private List<HostAndPort> hosts;
    private final Consumer<HostAndPort> onFound;
    private ScheduledFuture<?> timer;
    private HostAndPort readOnlyHost; // the server the session sits on; null when not probing
    private long pauseMs;
    private int round; // tells the answers of a stopped round from those of the current one

    /** @param onFound told (once per {@link #start}) of the first server that answers read-write */
    ReadWriteProbe(SessionLoop loop, ServerModeQuery query, List<HostAndPort> hosts, Consumer<HostAndPort> onFound) {
        this.loop = loop;
        this.query = query;
        this.hosts = List.copyOf(hosts);
        this.onFound = onFound;
    }

    /** The session is now on the read-only server {@code host}: starts looking for a read-write one. */
    void start(HostAndPort host, int sessionTimeoutMs) {
        stop();
        if (hosts.size() < 2) {
            return;
        }
        readOnlyHost = host;
        pauseMs = FIRST_PAUSE_MS;
        schedule(sessionTimeoutMs);
    }

    /** Later rounds ask these servers. */
    void serversChanged(List<HostAndPort> servers) {
        hosts = List.copyOf(servers);
    }

    /** No more looking; answers still on their way are ignored. */
    void stop() {
        timer = cancel(timer);
        readOnlyHost = null;
        round++;
    }

    /** The pause before the round after one that waited {@code pauseMs}: twice as long, within the bounds. */
    static long nextPauseMs(long pauseMs, int sessionTimeoutMs) {
        long cap = Math.min(MAX_PAUSE_MS, Math.max(FIRST_PAUSE_MS, sessionTimeoutMs / 4));
        return Math.min(2 * pauseMs, cap);
    }

    private void schedule(int sessionTimeoutMs) {
        long pause = pauseMs;
        pauseMs = nextPauseMs(pauseMs, sessionTimeoutMs);
        timer = loop.schedule(() -> ask(sessionTimeoutMs), pause, TimeUnit.MILLISECONDS);
    }

    private void ask(int sessionTimeoutMs) {
        int asked = round;
        for (HostAndPort host : hosts) {
            if (!host.equals(readOnlyHost)) {
                query.isro(host).thenAccept(answer -> answered(asked, host, answer));
            }
        }
        schedule(sessionTimeoutMs);
    }

    private void answered(int asked, HostAndPort host, String answer) {
        if (asked != round || !"rw".equals(answer)) {
            return;
        }
        LOG.log(Level.INFO, "{0} serves read-write; leaving the read-only server {1}", host, readOnlyHost);
        stop();
        onFound.accept(host);
    }
}
