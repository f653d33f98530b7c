package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.util.concurrent.TimeUnit;

/** docs/guide/locks.md's example, run by {@link ReadmeSnippetsTest}; the page shows the imports and the marked lines. */
final class LockRecipesIntro {

    private LockRecipesIntro() {
    }

    static void run(String connectString) throws Exception {
        // snippet:start
        ZkClient client = ZkClient.builder().connectString(connectString).build(); // e.g. "127.0.0.1:2181"
        client.start();

        InterProcessMutex mutex = new InterProcessMutex(client, "/locks/orders");
        mutex.acquire();                       // re-entrant per thread, fair
        try {
            long token = mutex.fencingToken(); // pass to the resource you protect
            mutex.lostSignal().thenAccept(loss -> System.err.println("lock lost: " + loss)); // never on release
            // ... while mutex.isHeldSafely() ...
        } finally {
            mutex.release();
        }

        // no thread waits: a watch and a timer entry per waiter
        mutex.acquireAsync(5, TimeUnit.SECONDS)
                .thenCompose(acquired -> acquired.map(Acquisition::releaseAsync).orElseThrow())
                .join();
        client.close();
        // snippet:end
    }
}
