package io.zkwire.testkit.faults;

import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * An armed {@link FaultProxy#resetAfterNextRequest}: the first client frame that {@code request} matches is
 * forwarded, and the connection is reset when the server's reply to it arrives.
 *
 * @param cut completed with the matched request once its reply was dropped and the connection reset
 */
record CutTrap(Predicate<Frame> request, CompletableFuture<Frame> cut) {
}
