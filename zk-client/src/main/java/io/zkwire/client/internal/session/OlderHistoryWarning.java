// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import io.zkwire.client.internal.config.HostAndPort;
import java.lang.System.Logger.Level;

/**
 * The one WARNING for a new session that found the ensemble's history older than what the client had seen
 * (the ensemble was recreated or restored from an older backup): what happened and what it means for the
 * user's session, watches, recipes and fencing tokens. {@link SessionIdentity} decides when; event loop only.
 */
final class OlderHistoryWarning {

    private static final System.Logger LOG = System.getLogger(OlderHistoryWarning.class.getName());

    private OlderHistoryWarning() {
    }

    static void log(HostAndPort host, long serverZxid, long seenZxid) {
        LOG.log(Level.WARNING, "the ensemble''s history is older than what this client had seen: {0} is at zxid"
                + " 0x{1}, this client had seen zxid 0x{2}. The ensemble was recreated or restored from an older"
                + " backup (or {0} is a read-only server far behind its ensemble), so the client started over on"
                + " it with a new session: the old session, its ephemeral nodes and watches are gone (LOST was"
                + " reported), recipes start over, and zxids (lock fencing tokens, czxid) are lower than before;"
                + " reset whatever was fenced with the old tokens", host, Long.toHexString(serverZxid),
                Long.toHexString(seenZxid));
    }
}
