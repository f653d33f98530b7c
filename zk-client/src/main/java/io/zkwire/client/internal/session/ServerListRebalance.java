// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.session;

import io.zkwire.client.internal.config.HostAndPort;
import java.util.List;
import java.util.Random;

/**
 * Whether a connected client moves when its server list changes, as ZooKeeper's StaticHostProvider decides it,
 * so that the clients of a changed ensemble end up spread evenly over its servers without all of them moving.
 * With {@code S} servers before, {@code N} after, of which {@code numOld} were listed before:
 * <ul>
 *   <li>the list grew: a client on a server still listed moves with probability 1 − S/N, to a new server;
 *       one on a server no longer listed moves to a new server;
 *   <li>it stayed or shrank: a client on a server still listed stays; one on a server no longer listed moves,
 *       to one of the {@code numOld} servers with probability numOld·(S − N) / (N·(S − numOld)), else to a
 *       new one.
 * </ul>
 * The server moved to is drawn at random among the chosen group. Pure: no state, any thread.
 */
final class ServerListRebalance {

    private ServerListRebalance() {
    }

    /**
     * The server the client connected to {@code current} should move to, or null to stay.
     *
     * @param before the servers listed until now
     * @param after the new list (not empty)
     */
    static HostAndPort moveTo(List<HostAndPort> before, List<HostAndPort> after, HostAndPort current,
            Random random) {
        List<HostAndPort> kept = after.stream().filter(before::contains).toList();
        List<HostAndPort> added = after.stream().filter(h -> !before.contains(h)).toList();
        boolean stillListed = after.contains(current);
        float pNew;
        if (after.size() > before.size()) {
            if (stillListed && random.nextFloat() > 1 - (float) before.size() / after.size()) {
                return null;
            }
            pNew = 1;
        } else if (stillListed) {
            return null;
        } else {
            pNew = 1 - probabilityOfAnOldServer(before.size(), after.size(), kept.size());
        }
        boolean takeNew = !added.isEmpty() && (kept.isEmpty() || random.nextFloat() <= pNew);
        List<HostAndPort> group = takeNew ? added : kept;
        return group.get(random.nextInt(group.size()));
    }

    /** ZooKeeper's pOld for a client whose server is gone from a list that did not grow. */
    private static float probabilityOfAnOldServer(int before, int after, int kept) {
        if (before == kept) { // the current server was not in the old list either (a name for several)
            return (float) kept / after;
        }
        return (float) (kept * (before - after)) / (after * (before - kept));
    }
}
