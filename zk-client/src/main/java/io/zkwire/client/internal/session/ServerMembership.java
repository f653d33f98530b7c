// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import io.zkwire.client.internal.common.Chroot;
import io.zkwire.client.internal.config.FollowerLag;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.records.GetDataRequest;
import io.zkwire.protocol.records.GetDataResponse;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.function.IntSupplier;

/**
 * Asks each new connection's server whether it belongs to an ensemble, by reading {@code /zookeeper/config}
 * once, and settles the lost rule's follower lag from the answer: an ensemble gets ZooKeeper's sample timing,
 * a standalone server none. Timing given with {@code ensembleTiming}, or {@code ignoreFollowerLag}, is never
 * overridden. A server that does not say (3.4 has no such node; an ACL may hide it) leaves the lag as the
 * connect string suggested. Event loop only.
 */
final class ServerMembership {

    private static final System.Logger LOG = System.getLogger(ServerMembership.class.getName());

    private final Liveness liveness;
    private final FollowerLagWarning warning;
    private FollowerLag lag;

    ServerMembership(FollowerLag configured, Liveness liveness, FollowerLagWarning warning) {
        this.lag = configured;
        this.liveness = liveness;
        this.warning = warning;
    }

    /**
     * The read to send on a new connection before the requests that waited, or null when the user settled the
     * lag. Its answer, or its failure, also lets the warning judge the negotiated timeout.
     */
    Call<GetDataResponse> query(IntSupplier timeoutMs) {
        if (lag.source() == FollowerLag.Source.GIVEN || lag.source() == FollowerLag.Source.IGNORED) {
            return null;
        }
        Call<GetDataResponse> read = new Call<>(OpCode.GET_DATA, new GetDataRequest(Chroot.CONFIG_NODE, false),
                Chroot.CONFIG_NODE, GetDataResponse::decode).own();
        read.future().whenComplete((reply, failure) -> {
            if (reply != null) {
                told(isEnsemble(reply.data()));
            } else {
                LOG.log(Level.DEBUG, "the server did not say whether it is part of an ensemble ({0}); the lost"
                        + " rule goes by what it knew", String.valueOf(failure));
            }
            warning.negotiated(lag, timeoutMs.getAsInt());
        });
        return read;
    }

    /** Whether a {@code /zookeeper/config} text lists more than one server (participants or observers). */
    static boolean isEnsemble(byte[] config) {
        if (config == null) {
            return false;
        }
        return new String(config, StandardCharsets.UTF_8).lines()
                .filter(line -> line.startsWith("server.")).limit(2).count() > 1;
    }

    private void told(boolean ensemble) {
        FollowerLag now = lag.toldByServer(ensemble);
        if (now.equals(lag)) {
            return;
        }
        LOG.log(Level.DEBUG, "the server says it is {0}: the lost rule allows {1} ms for a cut-off follower",
                ensemble ? "part of an ensemble" : "standalone", now.ms());
        lag = now;
        liveness.followerLag(now.ms());
    }
}
