package io.zkwire.recipes.snippets;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/** docs/getting-started.md's first client, run by {@link ReadmeSnippetsTest}; the page shows the imports and the marked lines. */
final class QuickStart {

    private QuickStart() {
    }

    static void run(String connectString) throws Exception {
        // snippet:start
        ZkClient client = ZkClient.builder()
                .connectString(connectString)        // e.g. "127.0.0.1:2181,127.0.0.1:2182/app" (optional chroot)
                .sessionTimeoutMs(30_000)
                .retryPolicy(new ExponentialBackoffRetry(100, 5))
                .build();
        client.start();
        if (!client.blockUntilConnected(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no ZooKeeper reachable at " + connectString);
        }

        client.create().creatingParentContainersIfNeeded().withMode(CreateMode.EPHEMERAL)
                .forPath("/workers/w1", "w1".getBytes(UTF_8));
        client.create().forPath("/config", "v1".getBytes(UTF_8));
        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] value = client.getData().storingStatIn(stat).usingWatcher(event -> System.out.println(event))
                .forPath("/config");
        client.async().setData().withVersion(stat.get().version()).forPath("/config", "v2".getBytes(UTF_8))
                .thenAccept(s -> System.out.println("now at version " + s.version()));

        InterProcessMutex mutex = new InterProcessMutex(client, "/locks/orders");
        mutex.acquire();
        try {
            long token = mutex.fencingToken();                 // hand to the resource you protect
            mutex.lostSignal().thenAccept(loss -> stopWork()); // only on an unexpected loss, never on release
            // ... critical section; mutex.isHeldSafely() says whether you may still act as the holder ...
        } finally {
            mutex.release();
        }
        client.close();
        // snippet:end
    }

    private static void stopWork() {
        System.out.println("stop working: the lock was lost");
    }
}
