package io.zkwire.protocol;

import io.zkwire.protocol.records.OpResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
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

    /** The error code. */
    private final Code code;
    /** The number received. */
    private final int rawCode;
    /** The failed request's path, or null. */
    private final String path;
    private transient List<OpResult> results;
    /** Why the client raised the code, or null. */
    private String detail;

    /** For a subclass: {@code code} for the failed request on {@code path} (null if none). */
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

    /** The error code ({@link Code#UNKNOWN} for a number this library does not know). */
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

    /** For a failed multi: a result per op (the failed op's error, OK before, RUNTIMEINCONSISTENCY after); else null. */
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

    /**
     * Whether {@code failure}, unwrapped from CompletionException and ExecutionException, is a KeeperException
     * whose code {@link Code#isRetryable() a retry may fix}. Anything else (the client closed, an invalid path,
     * an interrupted caller) is not.
     */
    public static boolean isRetryable(Throwable failure) {
        Code code = codeOf(failure);
        return code != null && code.isRetryable();
    }

    /**
     * The failure behind CompletableFuture's wrappers (CompletionException, ExecutionException): what an
     * asynchronous call's future failed with, e.g. a KeeperException.
     */
    public static Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /** The code of the KeeperException behind CompletableFuture's wrappers; null if the failure is none. */
    public static Code codeOf(Throwable failure) {
        return unwrap(failure) instanceof KeeperException e ? e.code() : null;
    }

    @Override
    public String getMessage() {
        String text = code == Code.UNKNOWN ? "Unknown error " + rawCode : code.text;
        String message = path == null || path.isEmpty()
                ? "KeeperErrorCode = " + text
                : "KeeperErrorCode = " + text + " for " + path;
        return detail == null ? message : message + ": " + detail;
    }

    /** The error codes of docs/contributing/protocol.md §5, each with the text Apache's messages use. */
    public enum Code {
        /** Success; never the code of an exception. */
        OK(0, "ok", null),
        /** Marker for the start of the system error range; never sent. */
        SYSTEMERROR(-1, "SystemError", SystemErrorException::new),
        /** The server found a runtime inconsistency; also the result of multi ops after the failed one. */
        RUNTIMEINCONSISTENCY(-2, "RuntimeInconsistency", RuntimeInconsistencyException::new),
        /** The server found its data inconsistent. */
        DATAINCONSISTENCY(-3, "DataInconsistency", DataInconsistencyException::new),
        /** Client-local: the connection dropped while the request was pending. */
        CONNECTIONLOSS(-4, "ConnectionLoss", ConnectionLossException::new),
        /** A record could not be serialized or read. */
        MARSHALLINGERROR(-5, "MarshallingError", MarshallingErrorException::new),
        /** The server does not implement the operation (an older version). */
        UNIMPLEMENTED(-6, "Unimplemented", UnimplementedException::new),
        /** The operation timed out. */
        OPERATIONTIMEOUT(-7, "OperationTimeout", OperationTimeoutException::new),
        /** The arguments are invalid (a bad create mode or TTL, for example). */
        BADARGUMENTS(-8, "BadArguments", BadArgumentsException::new),
        /** The server does not know the session. */
        UNKNOWNSESSION(-12, "UnknownSession", UnknownSessionException::new),
        /** Reconfiguration: no quorum of the new configuration is connected and up to date. */
        NEWCONFIGNOQUORUM(-13, "NewConfigNoQuorum", NewConfigNoQuorumException::new),
        /** Reconfiguration: another one is in progress. */
        RECONFIGINPROGRESS(-14, "ReconfigInProgress", ReconfigInProgressException::new),
        /** Marker for the start of the API error range; never sent. */
        APIERROR(-100, "APIError", ApiErrorException::new),
        /** The node does not exist. */
        NONODE(-101, "NoNode", NoNodeException::new),
        /** The session lacks the permission the node's ACL requires. */
        NOAUTH(-102, "NoAuth", NoAuthException::new),
        /** The version given does not match the node's. */
        BADVERSION(-103, "BadVersion", BadVersionException::new),
        /** Ephemeral nodes may not have children. */
        NOCHILDRENFOREPHEMERALS(-108, "NoChildrenForEphemerals", NoChildrenForEphemeralsException::new),
        /** The node already exists. */
        NODEEXISTS(-110, "NodeExists", NodeExistsException::new),
        /** The node has children. */
        NOTEMPTY(-111, "Directory not empty", NotEmptyException::new),
        /** The session has expired. */
        SESSIONEXPIRED(-112, "Session expired", SessionExpiredException::new),
        /** Client-side only. */
        INVALIDCALLBACK(-113, "Invalid callback", InvalidCallbackException::new),
        /** The ACL is invalid (empty, or naming an identity the session has not authenticated as). */
        INVALIDACL(-114, "InvalidACL", InvalidACLException::new),
        /** Authentication failed. */
        AUTHFAILED(-115, "AuthFailed", AuthFailedException::new),
        /** The session is now held by another server connection. */
        SESSIONMOVED(-118, "Session moved", SessionMovedException::new),
        /** A write was sent to a read-only server. */
        NOTREADONLY(-119, "Not a read-only call", NotReadOnlyException::new),
        /** An ephemeral node cannot be created on a local session. */
        EPHEMERALONLOCALSESSION(-120, "Ephemeral node on local session", EphemeralOnLocalSessionException::new),
        /** The server holds no such watcher to remove. */
        NOWATCHER(-121, "No such watcher", NoWatcherException::new),
        /** Client-local: the request waited longer than the configured request timeout. */
        REQUESTTIMEOUT(-122, "RequestTimeout", RequestTimeoutException::new),
        /** Reconfiguration is disabled on the server. */
        RECONFIGDISABLED(-123, "Reconfig is disabled", ReconfigDisabledException::new),
        /** The session was closed because the client did not authenticate (SASL) as the server requires. */
        SESSIONCLOSEDREQUIRESASLAUTH(-124, "Session closed because client failed to authenticate",
                SessionClosedRequireSaslAuthException::new),
        /** The node's quota is exceeded (with quota enforcement on). */
        QUOTAEXCEEDED(-125, "Quota has exceeded", QuotaExceededException::new),
        /** The server throttled the operation under high load. */
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

        /** The number on the wire. */
        public int intValue() {
            return intValue;
        }

        /**
         * Whether the same request may succeed if made again: the one classification the client's retries, its
         * protected create and guaranteed delete, and the recipes use. It holds where the request was not applied
         * or its outcome is unknown because the connection or session it went on failed: CONNECTIONLOSS,
         * OPERATIONTIMEOUT, SESSIONMOVED and SESSIONEXPIRED (Curator 5.9's {@code RetryPolicy.allowRetry}), and
         * REQUESTTIMEOUT, which Apache's client raises when its request timeout passes without a reply (outcome
         * unknown, like OPERATIONTIMEOUT here; Curator does not list it, but treating it as final would let a
         * protected create give up without looking for the node it may have made). Every other code is the
         * server's answer to the request itself, which the same request gets again.
         */
        public boolean isRetryable() {
            return this == CONNECTIONLOSS || this == OPERATIONTIMEOUT || this == SESSIONMOVED || this == SESSIONEXPIRED
                    || this == REQUESTTIMEOUT;
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
        /** For {@code rawCode} received for the request on {@code path} (null if none). */
        public UnknownCodeException(int rawCode, String path) {
            super(Code.UNKNOWN, rawCode, path);
        }
    }

    // One subclass per code so callers can catch the failures they expect, as with Apache's client.

    /** The exception for {@link Code#SYSTEMERROR}. */
    public static final class SystemErrorException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public SystemErrorException(String path) {
            super(Code.SYSTEMERROR, path);
        }
    }

    /** The exception for {@link Code#RUNTIMEINCONSISTENCY}. */
    public static final class RuntimeInconsistencyException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public RuntimeInconsistencyException(String path) {
            super(Code.RUNTIMEINCONSISTENCY, path);
        }
    }

    /** The exception for {@link Code#DATAINCONSISTENCY}. */
    public static final class DataInconsistencyException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public DataInconsistencyException(String path) {
            super(Code.DATAINCONSISTENCY, path);
        }
    }

    /** The exception for {@link Code#CONNECTIONLOSS}. */
    public static final class ConnectionLossException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public ConnectionLossException(String path) {
            super(Code.CONNECTIONLOSS, path);
        }
    }

    /** The exception for {@link Code#MARSHALLINGERROR}. */
    public static final class MarshallingErrorException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public MarshallingErrorException(String path) {
            super(Code.MARSHALLINGERROR, path);
        }
    }

    /** The exception for {@link Code#UNIMPLEMENTED}. */
    public static final class UnimplementedException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public UnimplementedException(String path) {
            super(Code.UNIMPLEMENTED, path);
        }
    }

    /** The exception for {@link Code#OPERATIONTIMEOUT}. */
    public static final class OperationTimeoutException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public OperationTimeoutException(String path) {
            super(Code.OPERATIONTIMEOUT, path);
        }
    }

    /** The exception for {@link Code#BADARGUMENTS}. */
    public static final class BadArgumentsException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public BadArgumentsException(String path) {
            super(Code.BADARGUMENTS, path);
        }
    }

    /** The exception for {@link Code#UNKNOWNSESSION}. */
    public static final class UnknownSessionException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public UnknownSessionException(String path) {
            super(Code.UNKNOWNSESSION, path);
        }
    }

    /** The exception for {@link Code#NEWCONFIGNOQUORUM}. */
    public static final class NewConfigNoQuorumException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NewConfigNoQuorumException(String path) {
            super(Code.NEWCONFIGNOQUORUM, path);
        }
    }

    /** The exception for {@link Code#RECONFIGINPROGRESS}. */
    public static final class ReconfigInProgressException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public ReconfigInProgressException(String path) {
            super(Code.RECONFIGINPROGRESS, path);
        }
    }

    /** The exception for {@link Code#APIERROR}. */
    public static final class ApiErrorException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public ApiErrorException(String path) {
            super(Code.APIERROR, path);
        }
    }

    /** The exception for {@link Code#NONODE}. */
    public static final class NoNodeException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NoNodeException(String path) {
            super(Code.NONODE, path);
        }
    }

    /** The exception for {@link Code#NOAUTH}. */
    public static final class NoAuthException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NoAuthException(String path) {
            super(Code.NOAUTH, path);
        }
    }

    /** The exception for {@link Code#BADVERSION}. */
    public static final class BadVersionException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public BadVersionException(String path) {
            super(Code.BADVERSION, path);
        }
    }

    /** The exception for {@link Code#NOCHILDRENFOREPHEMERALS}. */
    public static final class NoChildrenForEphemeralsException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NoChildrenForEphemeralsException(String path) {
            super(Code.NOCHILDRENFOREPHEMERALS, path);
        }
    }

    /** The exception for {@link Code#NODEEXISTS}. */
    public static final class NodeExistsException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NodeExistsException(String path) {
            super(Code.NODEEXISTS, path);
        }
    }

    /** The exception for {@link Code#NOTEMPTY}. */
    public static final class NotEmptyException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NotEmptyException(String path) {
            super(Code.NOTEMPTY, path);
        }
    }

    /** The exception for {@link Code#SESSIONEXPIRED}. */
    public static final class SessionExpiredException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public SessionExpiredException(String path) {
            super(Code.SESSIONEXPIRED, path);
        }
    }

    /** The exception for {@link Code#INVALIDCALLBACK}. */
    public static final class InvalidCallbackException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public InvalidCallbackException(String path) {
            super(Code.INVALIDCALLBACK, path);
        }
    }

    /** The exception for {@link Code#INVALIDACL}. */
    public static final class InvalidACLException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public InvalidACLException(String path) {
            super(Code.INVALIDACL, path);
        }
    }

    /** The exception for {@link Code#AUTHFAILED}. */
    public static final class AuthFailedException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public AuthFailedException(String path) {
            super(Code.AUTHFAILED, path);
        }
    }

    /** The exception for {@link Code#SESSIONMOVED}. */
    public static final class SessionMovedException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public SessionMovedException(String path) {
            super(Code.SESSIONMOVED, path);
        }
    }

    /** The exception for {@link Code#NOTREADONLY}. */
    public static final class NotReadOnlyException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NotReadOnlyException(String path) {
            super(Code.NOTREADONLY, path);
        }
    }

    /** The exception for {@link Code#EPHEMERALONLOCALSESSION}. */
    public static final class EphemeralOnLocalSessionException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public EphemeralOnLocalSessionException(String path) {
            super(Code.EPHEMERALONLOCALSESSION, path);
        }
    }

    /** The exception for {@link Code#NOWATCHER}. */
    public static final class NoWatcherException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public NoWatcherException(String path) {
            super(Code.NOWATCHER, path);
        }
    }

    /** The exception for {@link Code#REQUESTTIMEOUT}. */
    public static final class RequestTimeoutException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public RequestTimeoutException(String path) {
            super(Code.REQUESTTIMEOUT, path);
        }
    }

    /** The exception for {@link Code#RECONFIGDISABLED}. */
    public static final class ReconfigDisabledException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public ReconfigDisabledException(String path) {
            super(Code.RECONFIGDISABLED, path);
        }
    }

    /** The exception for {@link Code#SESSIONCLOSEDREQUIRESASLAUTH}. */
    public static final class SessionClosedRequireSaslAuthException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public SessionClosedRequireSaslAuthException(String path) {
            super(Code.SESSIONCLOSEDREQUIRESASLAUTH, path);
        }
    }

    /** The exception for {@link Code#QUOTAEXCEEDED}. */
    public static final class QuotaExceededException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public QuotaExceededException(String path) {
            super(Code.QUOTAEXCEEDED, path);
        }
    }

    /** The exception for {@link Code#THROTTLEDOP}. */
    public static final class ThrottledOpException extends KeeperException {
        /** For the failed request on {@code path} (null if none). */
        public ThrottledOpException(String path) {
            super(Code.THROTTLEDOP, path);
        }
    }
}
