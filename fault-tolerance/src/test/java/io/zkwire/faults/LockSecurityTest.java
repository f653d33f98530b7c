package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.faults.harness.Children;
import io.zkwire.faults.harness.SharedEnsemble;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import io.zkwire.testkit.ZkEnsemble;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The lock recipes where the client may not, or no longer can, do what a lock needs: a lock path protected by a
 * digest ACL, taken with the wrong password; and a closed client. Each fails at once with a clear error and leaves
 * nothing behind. (The client's own answers to these, without recipes, are zk-client's DigestAuthTest and
 * InputValidationTest.)
 */
@ExtendWith(SharedEnsemble.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LockSecurityTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final AtomicInteger RUNS = new AtomicInteger();

    private static ZkClient connected(ZkClientBuilder builder) throws InterruptedException {
        ZkClient client = builder.build();
        client.start();
        if (!client.blockUntilConnected(LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            client.close();
            throw new AssertionError("not connected");
        }
        return client;
    }

    private static ZkClient withPassword(ZkEnsemble ensemble, String user, String password) throws InterruptedException {
        return connected(ZkClient.builder().connectString(ensemble.connectString())
                .authorization("digest", (user + ":" + password).getBytes(StandardCharsets.UTF_8)));
    }

    private static <T> Throwable failureOf(CompletableFuture<T> future) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> future.get(LIMIT.toSeconds(), TimeUnit.SECONDS));
        return e.getCause();
    }

    @Test
    void aWrongPasswordGetsNoAuthAtOnceAndLeavesNoNode(ZkEnsemble ensemble) throws Exception {
        String root = "/secured-" + RUNS.incrementAndGet();
        try (ZkClient alice = withPassword(ensemble, "alice", "secret");
                ZkClient guesser = withPassword(ensemble, "alice", "guess")) {
            alice.create().withACL(Ids.CREATOR_ALL_ACL).forPath(root);

            Throwable mutexFailure = failureOf(new InterProcessMutex(guesser, root + "/mutex").acquireAsync());
            Throwable leaseFailure = failureOf(new InterProcessSemaphoreV2(guesser, root + "/semaphore", 2).acquireAsync());
            assertThrows(KeeperException.NoAuthException.class,
                    () -> new InterProcessMutex(guesser, root + "/mutex").acquire(LIMIT.toSeconds(), TimeUnit.SECONDS));

            for (Throwable failure : List.of(mutexFailure, leaseFailure)) {
                KeeperException refused = assertInstanceOf(KeeperException.class, failure);
                assertEquals(KeeperException.Code.NOAUTH, refused.code(), refused::toString);
            }
            assertEquals(List.of(), alice.getChildren().forPath(root), "nothing was created under the secured path");
            Acquisition owners = new InterProcessMutex(alice, root + "/mutex").acquireAsync()
                    .get(LIMIT.toSeconds(), TimeUnit.SECONDS);
            owners.releaseAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    @Test
    void aClosedClientRefusesToLockAndItsHeldLockReleasesWithoutHanging(ZkEnsemble ensemble) throws Exception {
        String path = "/closed-" + RUNS.incrementAndGet() + "/mutex";
        try (ZkClient observer = connected(ZkClient.builder().connectString(ensemble.connectString()))) {
            ZkClient client = connected(ZkClient.builder().connectString(ensemble.connectString()));
            InterProcessMutex mutex = new InterProcessMutex(client, path);
            Acquisition held = mutex.acquireAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);

            client.close();

            held.releaseAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS); // nothing to do: the session took the node
            assertNull(observer.checkExists().forPath(held.nodePath()), "the session's close removed the lock node");
            Throwable refused = failureOf(mutex.acquireAsync());
            assertInstanceOf(IllegalStateException.class, refused, refused::toString);
            assertThrows(IllegalStateException.class, () -> mutex.acquire(1, TimeUnit.SECONDS));
            assertEquals(List.of(), Children.of(observer, path), "no lock node left");
        }
    }
}
