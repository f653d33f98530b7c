// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A lock taken through a namespace view belongs to the client's session and excludes the client's own lock. */
@Timeout(120)
class NamespaceViewLockTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void lockThroughViewAndLockThroughClientExcludeEachOther() throws Exception {
        ZkClient client = server.client();
        ZkClient view = client.usingNamespace(server.root().substring(1));
        InterProcessMutex viaView = new InterProcessMutex(view, "/lock");
        InterProcessMutex viaClient = new InterProcessMutex(client, server.path("lock"));

        viaView.acquire();
        String node = viaView.getParticipantNodes().iterator().next();
        assertEquals(client.sessionId(), client.checkExists().forPath(server.root() + node).ephemeralOwner());
        CompletableFuture<Boolean> tried = new CompletableFuture<>();
        Await.onOtherThread(() -> tried.complete(viaClient.acquire(200, TimeUnit.MILLISECONDS)));
        assertFalse(Await.result(tried, "a timed acquire through the client"), "the view's holder excludes it");

        CountDownLatch acquired = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> other = Await.onOtherThread(() -> {
            viaClient.acquire();
            acquired.countDown();
            release.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
            viaClient.release();
        });
        assertFalse(acquired.await(200, TimeUnit.MILLISECONDS), "still held through the view");
        viaView.release();
        if (!acquired.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the client's lock was not granted after the view's release");
        }
        release.countDown();
        Await.result(other, "the client's release");
    }
}
