// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.util.concurrent.TimeUnit;

/** README.md's "Take a lock", run by {@link ReadmeSnippetsTest}; the README shows the imports and the marked lines. */
public final class TakeALock {

    private TakeALock() {
    }

    public static void main(String[] args) throws Exception {
        // snippet:start
        String connectString = args.length > 0 ? args[0] : "127.0.0.1:2181";
        try (ZkClient client = ZkClient.builder().connectString(connectString).build()) {
            client.start();
            if (!client.blockUntilConnected(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no ZooKeeper answered at " + connectString);
            }
            InterProcessMutex mutex = new InterProcessMutex(client, "/locks/orders");
            if (!mutex.acquire(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("/locks/orders is still held by someone else");
            }
            try {
                mutex.lostSignal().thenAccept(loss -> System.err.println("lock lost: " + loss));
                System.out.println("holding /locks/orders, fencing token " + mutex.fencingToken());
            } finally {
                mutex.release();
            }
        }
        // snippet:end
    }
}
