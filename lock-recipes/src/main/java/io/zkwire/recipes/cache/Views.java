// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** What the views share: creating the path, waiting, bounded, for the engine to finish a load. */
final class Views {

    private Views() {
    }

    /**
     * Waits for {@code load} at most the client's session timeout (at least 10 s): a load that has not finished
     * by then is waiting for a connection, which the cache keeps trying in the background.
     */
    static void await(CacheEngine engine, CompletableFuture<?> load, String what) throws Exception {
        Duration limit = Duration.ofMillis(Math.max(10_000, engine.client().negotiatedSessionTimeoutMs()));
        try {
            load.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new TimeoutException(what + " of " + engine.path() + " did not finish within " + limit
                    + " (no connection?); the cache keeps loading in the background and its listeners hear it");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** The engine's path and its missing parents as containers, as Curator's caches create them; there is fine. */
    static CompletableFuture<String> createContainers(CacheEngine engine) {
        String path = engine.path();
        return ReplyFailures.failedFutureIfThrows(() -> engine.client().async().create().creatingParentContainersIfNeeded()
                .withMode(CreateMode.CONTAINER).forPath(path)).exceptionally(failure -> {
                    if (!ReplyFailures.isNodeExists(failure)) {
                        engine.report(new IllegalStateException("the cache could not create " + path + " ("
                                + failure + "); it follows the path and hears it once created", failure));
                    }
                    return path;
                });
    }

    /** At most one thread from {@code factory}, which ends when idle for a second: nothing to shut down. */
    static Executor oneThreadFrom(ThreadFactory factory) {
        return new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), factory);
    }
}
