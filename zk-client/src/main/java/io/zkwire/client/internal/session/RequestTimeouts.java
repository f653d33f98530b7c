// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import io.zkwire.protocol.KeeperException.Code;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The request timeout ({@code zookeeper.request.timeout}): a sent request still unanswered after it fails
 * with REQUESTTIMEOUT. The connection stays up, so the session's other requests go on; a late reply is
 * dropped (its watch, if any, still applies). Event loop only.
 */
final class RequestTimeouts {

    private final ScheduledExecutorService loop;
    private final long timeoutMs;

    /** @param timeoutMs 0 for no limit */
    RequestTimeouts(ScheduledExecutorService loop, long timeoutMs) {
        this.loop = loop;
        this.timeoutMs = timeoutMs;
    }

    /** The call was just written: starts its clock, stopped by whatever completes it first. */
    void sent(Call<?> call) {
        if (timeoutMs <= 0) {
            return;
        }
        ScheduledFuture<?> timer = loop.schedule(() -> call.fail(Failures.keeper(Code.REQUESTTIMEOUT, call.path(),
                call.op() + " got no reply within the request timeout of " + timeoutMs + " ms (its outcome is"
                        + " unknown); raise ZkClientBuilder.requestTimeoutMs(...) or zookeeper.request.timeout,"
                        + " or 0 for no limit")), timeoutMs, TimeUnit.MILLISECONDS);
        call.future().whenComplete((result, error) -> timer.cancel(false));
    }
}
