// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** delete().deletingChildrenIfNeeded() while another session keeps adding children. */
class DeletingChildrenTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** One thread per writer: the common pool may have a single thread on a small machine. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    /** Creates children of {@code parent} one after the other until {@code max}, a stop, or the parent is gone. */
    private CompletableFuture<Integer> addChildren(ZkClient writer, String parent, int max, AtomicBoolean stop) {
        return CompletableFuture.supplyAsync(() -> {
            int created = 0;
            try {
                while (created < max && !stop.get()) {
                    writer.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(parent + "/c-");
                    created++;
                }
            } catch (KeeperException.NoNodeException gone) {
                // the parent was deleted: nothing left to add to
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return created;
        }, threads);
    }

    /**
     * Keeps {@value #FLOOD_IN_FLIGHT} creates of children of {@code parent} on the wire until a stop or the
     * parent is gone, so new children arrive between any two requests of a deleter, however busy the machine.
     * Completes {@code flowing} once its first child exists; any failure other than a missing parent is
     * retried, so a slow reply does not end the flood early.
     */
    private CompletableFuture<Void> floodChildren(ZkClient writer, String parent, AtomicBoolean stop,
            CompletableFuture<Void> flowing) {
        return CompletableFuture.runAsync(() -> {
            Semaphore inFlight = new Semaphore(FLOOD_IN_FLIGHT);
            AtomicBoolean parentGone = new AtomicBoolean();
            try {
                while (!stop.get() && !parentGone.get()) {
                    inFlight.acquire();
                    writer.async().create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(parent + "/c-")
                            .whenComplete((made, failure) -> {
                                if (failure == null) {
                                    flowing.complete(null);
                                } else if (isNoNode(failure)) {
                                    parentGone.set(true);
                                }
                                inFlight.release();
                            });
                }
                inFlight.acquire(FLOOD_IN_FLIGHT); // every create answered before the writer is done
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, threads);
    }

    private static boolean isNoNode(Throwable failure) {
        Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
        return cause instanceof KeeperException.NoNodeException;
    }

    private static final int FLOOD_IN_FLIGHT = 8;

    @Test
    void keepsDeletingWhileChildrenReappear() throws Exception {
        ZkClient client = server.client();
        ZkClient writer = server.client();
        String parent = server.path("busy");
        client.create().creatingParentsIfNeeded().forPath(parent + "/first");
        CompletableFuture<Integer> adding = addChildren(writer, parent, 10, new AtomicBoolean());
        writer.checkExists().forPath(parent); // the writer is under way

        client.delete().deletingChildrenIfNeeded().forPath(parent);
        assertNull(client.checkExists().forPath(parent));
        Await.result(adding);
    }

    @Test
    void givesUpWithAClearErrorWhenChildrenNeverStopComing() throws Exception {
        // the deleter's requests take 20 ms each way, so writers with creates queued at the server add children
        // between its listing and its next delete of the parent, whatever the server's own scheduling
        FaultProxy slow = server.proxy();
        slow.set(Fault.delay(Duration.ofMillis(20)));
        ZkClient client = server.client(b -> b.connectString(slow.connectString()));
        String parent = server.path("flood");
        client.create().creatingParentsIfNeeded().forPath(parent + "/first");
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<?>[] writers = new CompletableFuture<?>[2];
        CompletableFuture<?>[] flowing = new CompletableFuture<?>[writers.length];
        for (int i = 0; i < writers.length; i++) {
            CompletableFuture<Void> started = new CompletableFuture<>();
            flowing[i] = started;
            writers[i] = floodChildren(server.client(), parent, stop, started);
        }
        try {
            Await.result(CompletableFuture.allOf(flowing)); // every writer adding before the deleter starts
            KeeperException.NotEmptyException e = assertThrows(KeeperException.NotEmptyException.class,
                    () -> client.delete().deletingChildrenIfNeeded().forPath(parent));
            assertTrue(e.getMessage().contains("new children kept appearing"), e.getMessage());
        } finally {
            stop.set(true);
            CompletableFuture.allOf(writers).exceptionally(t -> null).join();
        }
    }
}
