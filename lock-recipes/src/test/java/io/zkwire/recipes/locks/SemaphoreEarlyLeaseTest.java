package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The semaphore's early lease (docs/contributing/protocol.md §7.6): sent in the same burst as the mutex's create, kept
 * only when the mutex is granted at once, deleted the moment the mutex has to wait.
 */
@Timeout(60)
class SemaphoreEarlyLeaseTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void anUncontendedAcquireSendsItsLeaseBeforeAnyReplyArrives() throws Exception {
        FaultProxy proxy = server.proxy();
        List<String> created = new CopyOnWriteArrayList<>();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            if (frame.index() > 0 && frame.opcode() == OpCode.CREATE2.code()) {
                created.add(Frame.requestPath(body));
            }
        });
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        String path = server.path("sem");
        client.create().creatingParentsIfNeeded().forPath(path + "/leases");
        client.create().forPath(path + "/locks");
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(client, path, 1);

        proxy.hold(Direction.SERVER_TO_CLIENT);
        CompletableFuture<Lease> lease = semaphore.acquireAsync();
        Await.until(() -> created.stream().anyMatch(p -> p.startsWith(path + "/leases/")),
                "the lease create, sent with no reply received");
        assertTrue(created.stream().anyMatch(p -> p.startsWith(path + "/locks/")), "the mutex create too: " + created);
        proxy.pass();

        Lease held = Await.result(lease, "the lease");
        assertEquals(List.of(), Children.of(client, path + "/locks"), "the mutex is released once the lease is held");
        assertEquals(1, Children.of(client, path + "/leases").size());
        held.close();
    }

    @Test
    void aProcessWaitingAtTheMutexIsNotOvertaken() throws Exception {
        String path = server.path("sem");
        InterProcessSemaphoreV2 holderSide = new InterProcessSemaphoreV2(server.client(), path, 1);
        Lease first = holderSide.acquire();
        var curator = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(server.curator(), path, 1);
        CompletableFuture<org.apache.curator.framework.recipes.locks.Lease> curatorLease = new CompletableFuture<>();
        Await.onOtherThread(() -> curatorLease.complete(curator.acquire(30, TimeUnit.SECONDS)));
        ZkClient observer = server.client();
        // Curator holds the mutex and waits for a lease with its node in place
        Await.until(() -> Children.count(observer, path + "/locks") == 1 && Children.count(observer, path + "/leases") == 2,
                "Curator waiting inside the mutex");

        CompletableFuture<Lease> ours = new InterProcessSemaphoreV2(server.client(), path, 1).acquireAsync();
        // ours queues at the mutex; its early lease, if it stayed, would count against Curator's lease for ever
        Await.until(() -> Children.count(observer, path + "/locks") == 2, "ours queued at the mutex");
        first.close();

        var curators = Await.result(curatorLease, "Curator's lease, which waited first");
        assertFalse(ours.isDone(), "ours must still wait: Curator was ahead");
        curators.close();
        Await.result(ours, "ours, after Curator's").close();
    }
}
