package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.ProxiedEnsemble;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Elections on a 3-server ensemble while the leading participant's session expires (its proxies cut it off
 * until the servers expire it) and while the ensemble's leader server is killed: whenever a participant
 * becomes leader, no other participant still believes it leads. A cut-off zkwire leader steps down at its
 * client's LOST, which comes before the servers can expire its session and let the next one lead.
 */
@Timeout(120)
class ElectionFaultsTest {

    private static final int SESSION_TIMEOUT_MS = 2_000;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.servers(3));

    /** A participant: its proxies, and whether it believes it leads. */
    private record Member(String id, ProxiedEnsemble proxies, ZkClient client, BooleanSupplier leads) {}

    private final List<Member> members = new CopyOnWriteArrayList<>();
    private final AtomicInteger twoLeaders = new AtomicInteger();

    @Test
    void latchesUnderExpiryAndServerKills() throws Exception {
        String path = server.path("latch");
        for (int i = 0; i < 3; i++) {
            ProxiedEnsemble proxies = proxies();
            ZkClient client = client(proxies);
            LeaderLatch latch = new LeaderLatch(client, path, "zkwire-" + i);
            latch.addListener(new LeaderLatchListener() {
                @Override
                public void isLeader() {
                    checkAlone(latch.getId());
                }

                @Override
                public void notLeader() {
                }
            });
            members.add(new Member(latch.getId(), proxies, client, latch::hasLeadership));
            latch.start();
            server.closeAfterTest(latch::close);
        }
        CuratorFramework curator = server.closeAfterTest(CuratorFrameworkFactory.newClient(
                proxies().connectString(), SESSION_TIMEOUT_MS, SESSION_TIMEOUT_MS, new RetryNTimes(20, 100)));
        curator.start();
        var theirs = new org.apache.curator.framework.recipes.leader.LeaderLatch(curator, path, "curator");
        members.add(new Member("curator", null, null, theirs::hasLeadership));
        theirs.start();
        server.closeAfterTest(theirs);

        faults();
    }

    @Test
    void selectorsUnderExpiryAndServerKills() throws Exception {
        String path = server.path("selector");
        for (int i = 0; i < 3; i++) {
            ProxiedEnsemble proxies = proxies();
            ZkClient client = client(proxies);
            String id = "zkwire-" + i;
            LeaderSelector[] self = new LeaderSelector[1];
            self[0] = new LeaderSelector(client, path, new LeaderSelectorListenerAdapter() {
                @Override
                public void takeLeadership(ZkClient c) throws InterruptedException {
                    checkAlone(id);
                    new CountDownLatch(1).await(); // lead until the lost signal (or close) interrupts
                }
            });
            self[0].autoRequeue();
            members.add(new Member(id, proxies, client, self[0]::hasLeadership));
            self[0].start();
            server.closeAfterTest(self[0]::close);
        }
        faults();
    }

    /** Expire the leading participant's session, then kill the ensemble's leader server. */
    private void faults() throws Exception {
        Member leader = awaitOneLeaderOtherThan("");
        if (leader.proxies() != null) { // Curator's session is not cut off here: its own rules apply
            leader.proxies().expireSessions(Duration.ofMillis(leader.client().negotiatedSessionTimeoutMs()));
            awaitOneLeaderOtherThan(leader.id());
        }

        ZkServer killed = server.ensemble().killLeader();
        server.ensemble().awaitQuorum(Duration.ofSeconds(30));
        killed.start();
        awaitOneLeaderOtherThan("");
        assertEquals(0, twoLeaders.get(), "a new leader found another participant still leading");
    }

    private void checkAlone(String self) {
        if (members.stream().anyMatch(m -> !m.id().equals(self) && m.leads().getAsBoolean())) {
            twoLeaders.incrementAndGet();
        }
    }

    private Member awaitOneLeaderOtherThan(String formerLeader) throws InterruptedException {
        Await.until(() -> {
            List<Member> leading = members.stream().filter(m -> m.leads().getAsBoolean()).toList();
            return leading.size() == 1 && !leading.get(0).id().equals(formerLeader);
        }, "one leader, not " + formerLeader);
        return members.stream().filter(m -> m.leads().getAsBoolean()).findFirst().orElseThrow();
    }

    private static ProxiedEnsemble proxies() {
        return server.closeAfterTest(ProxiedEnsemble.of(server.ensemble()));
    }

    private static ZkClient client(ProxiedEnsemble proxies) throws InterruptedException {
        return server.client(b -> b.connectString(proxies.connectString()).sessionTimeoutMs(SESSION_TIMEOUT_MS));
    }
}
