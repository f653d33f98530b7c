package io.zkwire.client.internal.session;

import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;

/**
 * Client-made failures. KeeperException messages are fixed ("KeeperErrorCode = ConnectionLoss for
 * /a"), so the reason a client-local code was raised travels as the cause.
 */
public final class Failures {

    private Failures() {
    }

    /** The exception for {@code code}, its cause saying why the client raised it. */
    public static KeeperException keeper(Code code, String path, String reason) {
        KeeperException e = KeeperException.create(code.intValue(), path);
        if (reason != null) {
            e.initCause(new Reason(reason));
        }
        return e;
    }

    public static KeeperException connectionLoss(String path, String reason) {
        return keeper(Code.CONNECTIONLOSS, path, reason);
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
    public static final class Reason extends Exception {
        private static final long serialVersionUID = 1L;

        Reason(String message) {
            super(message, null, false, false);
        }
    }
}
