package io.zkwire.client.internal.session;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.Locale;

/**
 * Client-made failures. The reason a client-local code was raised is in the exception's own message
 * (its {@link KeeperException#detail()}: "KeeperErrorCode = ConnectionLoss for /a: no connection to
 * ...") and, for code that looks there, also in a {@link Reason} cause.
 */
public final class Failures {

    private Failures() {
    }

    /** The exception for {@code code}, its message (and cause) saying why the client raised it. */
    public static KeeperException keeper(Code code, String path, String reason) {
        return reason == null ? KeeperException.create(code.intValue(), path) : explained(code, path, new Reason(reason));
    }

    private static KeeperException explained(Code code, String path, Reason reason) {
        KeeperException e = KeeperException.create(code.intValue(), path).withDetail(reason.getMessage());
        e.initCause(reason);
        return e;
    }

    public static KeeperException connectionLoss(String path, String reason) {
        return keeper(Code.CONNECTIONLOSS, path, reason);
    }

    /**
     * The ConnectionLoss of a request that waited connectionTimeoutMs for a connection in vain. Final for
     * the sync API ({@link #isNoConnection}): retrying would only wait again for the same servers.
     */
    public static KeeperException noConnection(String path, String reason) {
        return explained(Code.CONNECTIONLOSS, path, new NoConnection(reason));
    }

    /** Whether {@code t} (unwrapped, or a copy keeping the cause) is a {@link #noConnection} failure. */
    public static boolean isNoConnection(Throwable t) {
        return Futures.unwrap(t) instanceof KeeperException e && e.getCause() instanceof NoConnection;
    }

    /**
     * The failure that ended a call of several attempts: a client-raised KeeperException gets how many
     * attempts it made and for how long in front of its reason (code, path and cause kept); others as they are.
     */
    public static Throwable gaveUpAfter(Throwable failure, int attempts, long elapsedNanos) {
        Throwable last = Futures.unwrap(failure);
        if (attempts < 2 || !(last instanceof KeeperException e) || e.detail() == null) {
            return last;
        }
        String each = isNoConnection(e) ? ", each waiting up to connectionTimeoutMs for a connection" : "";
        KeeperException copy = KeeperException.create(e.rawCode(), e.path()).withDetail(String.format(Locale.ROOT,
                "gave up after %d attempts in %.1f s%s: %s", attempts, elapsedNanos / 1e9, each, e.detail()));
        copy.initCause(e.getCause());
        return copy;
    }

    public static KeeperException sessionExpired(String path, String reason) {
        return keeper(Code.SESSIONEXPIRED, path, reason);
    }

    /** A request the server would refuse to read (it drops connections sending frames over jute.maxbuffer). */
    public static IllegalArgumentException tooLarge(Call<?> call, int bytes, int limit) {
        return new IllegalArgumentException(call.op() + (call.path() == null ? "" : " " + call.path())
                + " request is " + bytes + " bytes, over maxBufferBytes " + limit + " (jute.maxbuffer: a server"
                + " drops the connection on a larger request); raise ZkClientBuilder.maxBufferBytes(...) and the"
                + " servers' -Djute.maxbuffer, or send less per request");
    }

    /** A server too old (or configured) to know an opcode answers UNIMPLEMENTED, then closes the connection. */
    public static KeeperException unimplemented(Call<?> call, Object server) {
        String since = switch (call.op()) {
            case CREATE2, RECONFIG, CHECK_WATCHES, REMOVE_WATCHES -> " (needs ZooKeeper 3.5.0+)";
            case CREATE_CONTAINER -> " (needs ZooKeeper 3.5.3+)";
            case CREATE_TTL -> " (needs ZooKeeper 3.5.3+ started with -Dzookeeper.extendedTypesEnabled=true)";
            case MULTI_READ, GET_EPHEMERALS, GET_ALL_CHILDREN_NUMBER, SET_WATCHES2, ADD_WATCH -> " (needs ZooKeeper 3.6.0+)";
            case WHO_AM_I -> " (needs ZooKeeper 3.7.0+)";
            default -> "";
        };
        return keeper(Code.UNIMPLEMENTED, call.path(), "server " + server + " does not implement " + call.op()
                + " (opcode " + call.op().code() + ")" + since);
    }

    public static IllegalStateException notStarted() {
        return new IllegalStateException("call start() on the ZkClient before using it");
    }

    public static IllegalStateException closed() {
        return new IllegalStateException("the ZkClient is closed; build and start a new one");
    }

    /** The text of a client-local failure, attached as a cause; no stack trace (it would show our internals). */
    public static class Reason extends Exception {
        private static final long serialVersionUID = 1L;

        Reason(String message) {
            super(message, null, false, false);
        }
    }

    /** The reason of a {@link #noConnection} failure. */
    static final class NoConnection extends Reason {
        private static final long serialVersionUID = 1L;

        NoConnection(String message) {
            super(message);
        }
    }
}
