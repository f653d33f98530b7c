package io.zkwire.protocol;

import io.zkwire.protocol.records.OpResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A request failed with a non-zero error code from the server (or a client-local code such as
 * CONNECTIONLOSS). {@link #create} returns the subclass for the code, named as in Apache's client, and
 * the message reads like Apache's: {@code "KeeperErrorCode = NoNode for /a"}. A code this library does
 * not know maps to {@link Code#UNKNOWN}; its number is kept in {@link #rawCode()} and in the message.
 * When the client itself raised the code (connection loss, session expiry, ...) it says why in a
 * {@link #detail()}, appended to the message: {@code "KeeperErrorCode = ConnectionLoss for /a: no
 * connection to any of [127.0.0.1:2181] within connectionTimeoutMs=15000; last attempt: ..."}.
 */
public abstract class KeeperException extends Exception {

    private final Code code;
    private final int rawCode;
    private final String path;
    private transient List<OpResult> results;
    private String detail;

    protected KeeperException(Code code, String path) {
        this(code, code.intValue(), path);
    }

    private KeeperException(Code code, int rawCode, String path) {
        this.code = code;
        this.rawCode = rawCode;
        this.path = path;
    }

    /**
     * The exception for an error code read from the wire.
     *
     * @param path the path of the failed request, or null
     * @throws IllegalArgumentException for 0 (OK), which is not an error
     */
    public static KeeperException create(int rawCode, String path) {
        Code code = Code.of(rawCode);
        if (code == Code.UNKNOWN) {
            return new UnknownCodeException(rawCode, path);
        }
        if (code == Code.OK) {
            throw new IllegalArgumentException("error code 0 (OK) does not describe a failure; path " + path);
        }
        return code.factory.apply(path);
    }

    public Code code() {
        return code;
    }

    /** The number as received: equal to {@code code().intValue()} except for {@link Code#UNKNOWN}. */
    public int rawCode() {
        return rawCode;
    }

    /** The path of the failed request, or null. */
    public String path() {
        return path;
    }

    /** For a failed multi: one result per op (the failed op's error, OK before it, RUNTIMEINCONSISTENCY after); else null. */
    public List<OpResult> results() {
        return results;
    }

    /** Attaches the per-op results of a failed multi (copied; null clears them). */
    public void setResults(List<OpResult> results) {
        this.results = results == null ? null : List.copyOf(results);
    }

    /** Why the client raised this code, in words; null for an error the server sent as is. */
    public String detail() {
        return detail;
    }

    /** Sets the {@link #detail()} (null clears it); returns this exception. */
    public KeeperException withDetail(String detail) {
        this.detail = detail;
        return this;
    }

    @Override
    public String getMessage() {
        String text = code == Code.UNKNOWN ? "Unknown error " + rawCode : code.text;
        String message = path == null || path.isEmpty()
                ? "KeeperErrorCode = " + text
                : "KeeperErrorCode = " + text + " for " + path;
        return detail == null ? message : message + ": " + detail;
    }

    /** The error codes of docs/protocol.md §5, each with the text Apache's messages use. */
    public enum Code {
        OK(0, "ok", null),
        /** Marker for the start of the system error range; never sent. */
        SYSTEMERROR(-1, "SystemError", SystemErrorException::new),
        RUNTIMEINCONSISTENCY(-2, "RuntimeInconsistency", RuntimeInconsistencyException::new),
        DATAINCONSISTENCY(-3, "DataInconsistency", DataInconsistencyException::new),
        /** Client-local: the connection dropped while the request was pending. */
        CONNECTIONLOSS(-4, "ConnectionLoss", ConnectionLossException::new),
        MARSHALLINGERROR(-5, "MarshallingError", MarshallingErrorException::new),
        UNIMPLEMENTED(-6, "Unimplemented", UnimplementedException::new),
        OPERATIONTIMEOUT(-7, "OperationTimeout", OperationTimeoutException::new),
        BADARGUMENTS(-8, "BadArguments", BadArgumentsException::new),
        UNKNOWNSESSION(-12, "UnknownSession", UnknownSessionException::new),
        NEWCONFIGNOQUORUM(-13, "NewConfigNoQuorum", NewConfigNoQuorumException::new),
        RECONFIGINPROGRESS(-14, "ReconfigInProgress", ReconfigInProgressException::new),
        /** Marker for the start of the API error range; never sent. */
        APIERROR(-100, "APIError", ApiErrorException::new),
        NONODE(-101, "NoNode", NoNodeException::new),
        NOAUTH(-102, "NoAuth", NoAuthException::new),
        BADVERSION(-103, "BadVersion", BadVersionException::new),
        NOCHILDRENFOREPHEMERALS(-108, "NoChildrenForEphemerals", NoChildrenForEphemeralsException::new),
        NODEEXISTS(-110, "NodeExists", NodeExistsException::new),
        NOTEMPTY(-111, "Directory not empty", NotEmptyException::new),
        SESSIONEXPIRED(-112, "Session expired", SessionExpiredException::new),
        /** Client-side only. */
        INVALIDCALLBACK(-113, "Invalid callback", InvalidCallbackException::new),
        INVALIDACL(-114, "InvalidACL", InvalidACLException::new),
        AUTHFAILED(-115, "AuthFailed", AuthFailedException::new),
        SESSIONMOVED(-118, "Session moved", SessionMovedException::new),
        NOTREADONLY(-119, "Not a read-only call", NotReadOnlyException::new),
        EPHEMERALONLOCALSESSION(-120, "Ephemeral node on local session", EphemeralOnLocalSessionException::new),
        NOWATCHER(-121, "No such watcher", NoWatcherException::new),
        /** Client-local: the request waited longer than the configured request timeout. */
        REQUESTTIMEOUT(-122, "RequestTimeout", RequestTimeoutException::new),
        RECONFIGDISABLED(-123, "Reconfig is disabled", ReconfigDisabledException::new),
        SESSIONCLOSEDREQUIRESASLAUTH(-124, "Session closed because client failed to authenticate",
                SessionClosedRequireSaslAuthException::new),
        QUOTAEXCEEDED(-125, "Quota has exceeded", QuotaExceededException::new),
        THROTTLEDOP(-127, "Op throttled due to high load", ThrottledOpException::new),
        /**
         * Any number not listed above. Its {@link #intValue()} is a placeholder (Integer.MIN_VALUE); the
         * number received is {@link KeeperException#rawCode()}.
         */
        UNKNOWN(Integer.MIN_VALUE, "Unknown error", null);

        private static final Map<Integer, Code> BY_VALUE = byValue();

        private final int intValue;
        private final String text;
        private final Function<String, KeeperException> factory;

        Code(int intValue, String text, Function<String, KeeperException> factory) {
            this.intValue = intValue;
            this.text = text;
            this.factory = factory;
        }

        public int intValue() {
            return intValue;
        }

        /** The code for a number; never fails: numbers not in the table give {@link #UNKNOWN}. */
        public static Code of(int intValue) {
            return BY_VALUE.getOrDefault(intValue, UNKNOWN);
        }

        private static Map<Integer, Code> byValue() {
            Map<Integer, Code> map = new HashMap<>();
            for (Code c : values()) {
                map.put(c.intValue, c);
            }
            return map;
        }
    }

    /** A code this library does not know; see {@link #rawCode()}. */
    public static final class UnknownCodeException extends KeeperException {
        public UnknownCodeException(int rawCode, String path) {
            super(Code.UNKNOWN, rawCode, path);
        }
    }

    // One subclass per code so callers can catch the failures they expect, as with Apache's client.

    public static final class SystemErrorException extends KeeperException {
        public SystemErrorException(String path) {
            super(Code.SYSTEMERROR, path);
        }
    }

    public static final class RuntimeInconsistencyException extends KeeperException {
        public RuntimeInconsistencyException(String path) {
            super(Code.RUNTIMEINCONSISTENCY, path);
        }
    }

    public static final class DataInconsistencyException extends KeeperException {
        public DataInconsistencyException(String path) {
            super(Code.DATAINCONSISTENCY, path);
        }
    }

    public static final class ConnectionLossException extends KeeperException {
        public ConnectionLossException(String path) {
            super(Code.CONNECTIONLOSS, path);
        }
    }

    public static final class MarshallingErrorException extends KeeperException {
        public MarshallingErrorException(String path) {
            super(Code.MARSHALLINGERROR, path);
        }
    }

    public static final class UnimplementedException extends KeeperException {
        public UnimplementedException(String path) {
            super(Code.UNIMPLEMENTED, path);
        }
    }

    public static final class OperationTimeoutException extends KeeperException {
        public OperationTimeoutException(String path) {
            super(Code.OPERATIONTIMEOUT, path);
        }
    }

    public static final class BadArgumentsException extends KeeperException {
        public BadArgumentsException(String path) {
            super(Code.BADARGUMENTS, path);
        }
    }

    public static final class UnknownSessionException extends KeeperException {
        public UnknownSessionException(String path) {
            super(Code.UNKNOWNSESSION, path);
        }
    }

    public static final class NewConfigNoQuorumException extends KeeperException {
        public NewConfigNoQuorumException(String path) {
            super(Code.NEWCONFIGNOQUORUM, path);
        }
    }

    public static final class ReconfigInProgressException extends KeeperException {
        public ReconfigInProgressException(String path) {
            super(Code.RECONFIGINPROGRESS, path);
        }
    }

    public static final class ApiErrorException extends KeeperException {
        public ApiErrorException(String path) {
            super(Code.APIERROR, path);
        }
    }

    public static final class NoNodeException extends KeeperException {
        public NoNodeException(String path) {
            super(Code.NONODE, path);
        }
    }

    public static final class NoAuthException extends KeeperException {
        public NoAuthException(String path) {
            super(Code.NOAUTH, path);
        }
    }

    public static final class BadVersionException extends KeeperException {
        public BadVersionException(String path) {
            super(Code.BADVERSION, path);
        }
    }

    public static final class NoChildrenForEphemeralsException extends KeeperException {
        public NoChildrenForEphemeralsException(String path) {
            super(Code.NOCHILDRENFOREPHEMERALS, path);
        }
    }

    public static final class NodeExistsException extends KeeperException {
        public NodeExistsException(String path) {
            super(Code.NODEEXISTS, path);
        }
    }

    public static final class NotEmptyException extends KeeperException {
        public NotEmptyException(String path) {
            super(Code.NOTEMPTY, path);
        }
    }

    public static final class SessionExpiredException extends KeeperException {
        public SessionExpiredException(String path) {
            super(Code.SESSIONEXPIRED, path);
        }
    }

    public static final class InvalidCallbackException extends KeeperException {
        public InvalidCallbackException(String path) {
            super(Code.INVALIDCALLBACK, path);
        }
    }

    public static final class InvalidACLException extends KeeperException {
        public InvalidACLException(String path) {
            super(Code.INVALIDACL, path);
        }
    }

    public static final class AuthFailedException extends KeeperException {
        public AuthFailedException(String path) {
            super(Code.AUTHFAILED, path);
        }
    }

    public static final class SessionMovedException extends KeeperException {
        public SessionMovedException(String path) {
            super(Code.SESSIONMOVED, path);
        }
    }

    public static final class NotReadOnlyException extends KeeperException {
        public NotReadOnlyException(String path) {
            super(Code.NOTREADONLY, path);
        }
    }

    public static final class EphemeralOnLocalSessionException extends KeeperException {
        public EphemeralOnLocalSessionException(String path) {
            super(Code.EPHEMERALONLOCALSESSION, path);
        }
    }

    public static final class NoWatcherException extends KeeperException {
        public NoWatcherException(String path) {
            super(Code.NOWATCHER, path);
        }
    }

    public static final class RequestTimeoutException extends KeeperException {
        public RequestTimeoutException(String path) {
            super(Code.REQUESTTIMEOUT, path);
        }
    }

    public static final class ReconfigDisabledException extends KeeperException {
        public ReconfigDisabledException(String path) {
            super(Code.RECONFIGDISABLED, path);
        }
    }

    public static final class SessionClosedRequireSaslAuthException extends KeeperException {
        public SessionClosedRequireSaslAuthException(String path) {
            super(Code.SESSIONCLOSEDREQUIRESASLAUTH, path);
        }
    }

    public static final class QuotaExceededException extends KeeperException {
        public QuotaExceededException(String path) {
            super(Code.QUOTAEXCEEDED, path);
        }
    }

    public static final class ThrottledOpException extends KeeperException {
        public ThrottledOpException(String path) {
            super(Code.THROTTLEDOP, path);
        }
    }
}
