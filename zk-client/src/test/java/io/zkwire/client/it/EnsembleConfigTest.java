// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.ZkServer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** getConfig(), reconfig() and the opt-in ensemble tracker on a 3-node ensemble that allows reconfiguration. */
@Timeout(90)
class EnsembleConfigTest {

    @RegisterExtension
    static final SharedServer ensemble = new SharedServer(b -> b.servers(3)
            .serverProperty("reconfigEnabled", "true").systemProperty("zookeeper.skipACL", "yes"));

    @Test
    void getConfigReadsTheEnsemblesMembersOutsideTheChroot() throws Exception {
        ensemble.client().create().forPath("/config-chroot");
        ZkClient client = ensemble.client(b -> b.connectString(ensemble.connectString() + "/config-chroot"));
        AtomicReference<Stat> stat = new AtomicReference<>();
        String config = text(client.getConfig().storingStatIn(stat).forEnsemble());
        assertEquals(3, members(config).size(), config);
        assertNotNull(stat.get());
    }

    @Test
    void theAsyncGetConfigReadsWhatTheSyncOneReads() throws Exception {
        ZkClient client = ensemble.client();
        AtomicReference<Stat> stat = new AtomicReference<>();
        String config = text(Await.result(client.async().getConfig().storingStatIn(stat).forEnsemble()));
        assertEquals(text(client.getConfig().forEnsemble()), config);
        assertEquals(3, members(config).size(), config);
        assertNotNull(stat.get());
    }

    /** Nothing changes: the server refuses the version, which the future reports as the sync call throws it. */
    @Test
    void anAsyncReconfigFromAnotherConfigVersionFailsWithBadVersion() throws Exception {
        ZkClient admin = ensemble.client();
        String before = text(admin.getConfig().forEnsemble());
        Throwable failure = Await.failure(
                admin.async().reconfig().leaving("3").fromConfig(0x7fff_0000L).forEnsemble());
        assertEquals(Code.BADVERSION, assertInstanceOf(KeeperException.class, failure).code(), failure::toString);
        assertEquals(before, text(admin.getConfig().forEnsemble()));
    }

    @Test
    void anAsyncReconfigMixingBothFormsIsRefusedBeforeAnythingIsSent() {
        ZkClient admin = ensemble.client();
        assertThrows(IllegalStateException.class,
                () -> admin.async().reconfig().leaving("3").withNewMembers(List.of("server.1=x")).forEnsemble());
    }

    /** The testkit lists no client addresses in the servers' lines; a reconfig adds them, then moves a member. */
    @Test
    void theTrackerFollowsReconfigurationsKeepsTheChrootAndNamesNoWildcard() throws Exception {
        ensemble.client().create().forPath("/tracked");
        ZkServer first = ensemble.ensemble().server(0);
        ZkClient tracked = ensemble.client(b -> b.connectString(first.connectString() + "/tracked")
                .ensembleTracker(true));
        long session = tracked.sessionId();
        ZkClient admin = ensemble.client();
        List<String> withClientPorts = members(text(admin.getConfig().forEnsemble())).stream()
                .map(line -> line + ";0.0.0.0:" + clientPortOf(line)).toList();

        admin.reconfig().joining(withClientPorts).forEnsemble();
        String three = awaitMembers(tracked, 3);
        assertTrue(three.endsWith("/tracked"), three);
        assertFalse(three.contains("0.0.0.0"), three);
        admin.reconfig().leaving(List.of("3")).forEnsemble();
        assertFalse(awaitMembers(tracked, 2).contains(":" + ensemble.ensemble().server(2).clientPort()));
        admin.reconfig().joining(List.of(withClientPorts.get(2))).forEnsemble();
        awaitMembers(tracked, 3);

        // a list change may move the session to another server (to spread the load): it reconnects, same session
        assertTrue(tracked.blockUntilConnected(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
        assertEquals(session, tracked.sessionId(), "the session survived the moves");
        tracked.create().forPath("/node");
        admin.sync("/tracked"); // admin's server may be a follower that has not applied the create yet
        assertNotNull(admin.checkExists().forPath("/tracked/node"), "the chroot stayed");
    }

    private static int clientPortOf(String member) {
        int id = Integer.parseInt(member.substring("server.".length(), member.indexOf('=')));
        return ensemble.ensemble().server(id - 1).clientPort();
    }

    private static String awaitMembers(ZkClient client, int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (client.currentConnectionString().split(",").length != count && System.nanoTime() < deadline) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20)); // the tracker has no hook to wait on
        }
        String now = client.currentConnectionString();
        assertEquals(count, now.split(",").length, now);
        return now;
    }

    private static List<String> members(String config) {
        return config.lines().filter(line -> line.startsWith("server.")).toList();
    }

    private static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }
}
