package io.zkwire.testkit.faults;

import io.zkwire.testkit.internal.FourLetterWord;
import io.zkwire.testkit.internal.Polling;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Makes servers expire the sessions of the clients behind some proxies, as a partition longer than the session
 * timeout does: the proxies blackhole until every server has closed each connection that carried a session
 * (which a server does when it expires the session) and 1.5 session timeouts have passed, then pass again. Whether a connection is still open is
 * asked of its server with the four-letter word {@code cons}, which lists the peer address of each connection.
 */
final class SessionExpiry {
    /** Beyond twice the timeout, for a loaded machine: a server expires a session within 1.5 timeouts. */
    private static final Duration SLACK = Duration.ofSeconds(10);
    private static final Duration CONS_TIMEOUT = Duration.ofSeconds(2);
    /** For the leader's session tracker to wake up and mark the session closing. */
    private static final Duration EXPIRY_MARGIN = Duration.ofMillis(500);

    private SessionExpiry() {
    }

    static void force(List<FaultProxy> proxies, Duration sessionTimeout) {
        if (sessionTimeout.isNegative() || sessionTimeout.isZero()) {
            throw new IllegalArgumentException("a session timeout is positive, got " + sessionTimeout);
        }
        List<SessionConnection> sessions = proxies.stream()
                .flatMap(proxy -> proxy.sessionPorts().stream()
                        .map(port -> new SessionConnection(proxy.targetPort(), port)))
                .toList();
        if (sessions.isEmpty()) {
            throw new IllegalStateException("no client behind " + proxies + " has a session to expire: connect "
                    + "it first and wait until it is connected");
        }
        proxies.forEach(FaultProxy::blackhole);
        // A closed connection alone proves nothing: a follower that loses its leader for a moment closes its
        // connections too, and the session lives on. So also wait until the session must have expired: a server
        // expires it within 1.5 timeouts of the client's last word (tickTime is at most half the timeout).
        long expiredBy = System.nanoTime() + sessionTimeout.multipliedBy(3).dividedBy(2).plus(EXPIRY_MARGIN).toNanos();
        try {
            Polling.until(sessionTimeout.multipliedBy(2).plus(SLACK),
                    "the servers to expire the sessions and close " + sessions,
                    () -> System.nanoTime() - expiredBy >= 0 && sessions.stream().noneMatch(SessionConnection::isOpen),
                    () -> consReplies(sessions));
        } finally {
            proxies.forEach(FaultProxy::pass);
        }
    }

    private static String consReplies(List<SessionConnection> sessions) {
        return sessions.stream().map(SessionConnection::targetPort).distinct()
                .map(port -> "cons of 127.0.0.1:" + port + ":\n" + cons(port).orElse("no answer"))
                .collect(Collectors.joining("\n"));
    }

    private static Optional<String> cons(int serverPort) {
        try {
            return Optional.of(FourLetterWord.send(serverPort, "cons", CONS_TIMEOUT));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A connection from a proxy's port to a server that carries a session. */
    private record SessionConnection(int targetPort, int proxyPort) {
        /** A server that does not answer cannot say it closed the connection, so counts as keeping it. */
        boolean isOpen() {
            return cons(targetPort).map(reply -> reply.contains("127.0.0.1:" + proxyPort + "[")).orElse(true);
        }
    }
}
