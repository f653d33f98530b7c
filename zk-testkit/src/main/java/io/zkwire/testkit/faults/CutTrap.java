package io.zkwire.testkit.faults;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * An armed {@link FaultProxy#resetAfterNextRequest} or {@link FaultProxy#replaceNextReply}: the first client
 * frame that {@code request} matches is forwarded, and when the server's reply to it arrives the connection is
 * reset, or the reply is replaced.
 *
 * @param cut completed with the matched request once its reply was dropped and the connection reset (or the
 *     replacement sent)
 * @param replacement the bytes the client gets instead of the reply, made from the matched request; null to
 *     reset the connection instead
 */
record CutTrap(Predicate<Frame> request, CompletableFuture<Frame> cut, Function<Frame, byte[]> replacement) {

    boolean resets() {
        return replacement == null;
    }
}
