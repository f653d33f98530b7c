// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.internal.Cell;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.Closeable;
import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code PersistentTtlNode}: a container-like parent node of mode {@code PERSISTENT_WITH_TTL} at
 * the path, and a child {@code touch} (also with the TTL) written every {@code ttlMs / touchScheduleFactor}.
 * While the touches go on, the server keeps both; once they stop, it deletes the child after the TTL and
 * then the empty parent. {@link #close()} stops the touches and deletes nothing.
 *
 * <p>The touches run on the recipes' shared timer (or the executor given) and send asynchronous requests, so
 * an object holds no thread of its own and a closed one leaves none behind.
 */
public class PersistentTtlNode implements Closeable {

    /** The child's name, as in Curator. */
    public static final String DEFAULT_CHILD_NODE_NAME = "touch";
    /** The child is touched every {@code ttlMs / DEFAULT_TOUCH_SCHEDULE_FACTOR}. */
    public static final int DEFAULT_TOUCH_SCHEDULE_FACTOR = 2;
    /** Missing parents are created as containers unless told otherwise. */
    public static final boolean DEFAULT_USE_PARENT_CREATION = true;

    private static final System.Logger LOG = System.getLogger(PersistentTtlNode.class.getName());

    private final ZkClient client;
    private final PersistentNode node;
    private final ScheduledExecutorService executor;
    private final long ttlMs;
    private final int touchScheduleFactor;
    private final String childPath;
    private final Cell<ScheduledFuture<?>> touches = new Cell<>(null);

    /** Curator's constructor. */
    public PersistentTtlNode(ZkClient client, String path, long ttlMs, byte[] initData) {
        this(client, RecipeThreads.timer(), path, ttlMs, initData, DEFAULT_CHILD_NODE_NAME,
                DEFAULT_TOUCH_SCHEDULE_FACTOR, DEFAULT_USE_PARENT_CREATION);
    }

    /** Curator's constructor. */
    public PersistentTtlNode(ZkClient client, String path, long ttlMs, byte[] initData, boolean useParentCreation) {
        this(client, RecipeThreads.timer(), path, ttlMs, initData, DEFAULT_CHILD_NODE_NAME,
                DEFAULT_TOUCH_SCHEDULE_FACTOR, useParentCreation);
    }

    /** Curator's constructor; {@code executorService} schedules the touches and is not shut down here. */
    public PersistentTtlNode(ZkClient client, ScheduledExecutorService executorService, String path, long ttlMs,
            byte[] initData, String childNodeName, int touchScheduleFactor) {
        this(client, executorService, path, ttlMs, initData, childNodeName, touchScheduleFactor,
                DEFAULT_USE_PARENT_CREATION);
    }

    /** Curator's constructor; {@code executorService} schedules the touches and is not shut down here. */
    public PersistentTtlNode(ZkClient client, ScheduledExecutorService executorService, String path, long ttlMs,
            byte[] initData, String childNodeName, int touchScheduleFactor, boolean useParentCreation) {
        this.client = Objects.requireNonNull(client, "client cannot be null");
        this.executor = Objects.requireNonNull(executorService, "executorService cannot be null");
        if (touchScheduleFactor < 1 || ttlMs / touchScheduleFactor < 1) {
            throw new IllegalArgumentException("touch every ttlMs / touchScheduleFactor = " + ttlMs + " / "
                    + touchScheduleFactor + " ms: pass a factor of 1 or more and a TTL of at least that many ms");
        }
        this.ttlMs = ttlMs;
        this.touchScheduleFactor = touchScheduleFactor;
        this.node = new PersistentNode(client, CreateMode.PERSISTENT_WITH_TTL, false, path, initData, ttlMs,
                useParentCreation, false);
        this.childPath = ZPaths.join(path, Objects.requireNonNull(childNodeName, "childNodeName cannot be null"));
    }

    /** Creates the parent in the background and starts the touches. */
    public void start() {
        node.start();
        long period = ttlMs / touchScheduleFactor;
        touches.set(executor.scheduleAtFixedRate(this::touch, period, period, TimeUnit.MILLISECONDS));
    }

    /** Waits until the parent was first created. @return whether it was within the time */
    public boolean waitForInitialCreate(long timeout, TimeUnit unit) throws InterruptedException {
        return node.waitForInitialCreate(timeout, unit);
    }

    /** Sets the parent's data. */
    public void setData(byte[] data) throws Exception {
        node.setData(data);
    }

    /** The parent's data. */
    public byte[] getData() {
        return node.getData();
    }

    /** Stops the touches; the server deletes the nodes once the TTL passes without one. */
    @Override
    public void close() {
        ScheduledFuture<?> scheduled = touches.set(null);
        if (scheduled != null) {
            scheduled.cancel(false);
        }
        try {
            node.close();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Writes the child, creating it (with the TTL) if it is missing; as Curator, it holds the default data. */
    void touch() {
        byte[] data = DefaultNodeData.get();
        ReplyFailures.failedFutureIfThrows(() -> client.async().setData().forPath(childPath, data)).whenComplete((stat, failure) -> {
            if (failure != null && ReplyFailures.isNoNode(failure)) {
                ReplyFailures.failedFutureIfThrows(() -> client.async().create().orSetData().withTtl(ttlMs)
                        .withMode(CreateMode.PERSISTENT_WITH_TTL).forPath(childPath, data))
                        .whenComplete((path, notMade) -> logFailedTouch(notMade));
            } else {
                logFailedTouch(failure);
            }
        });
    }

    private void logFailedTouch(Throwable failure) {
        if (failure != null && !ReplyFailures.isNoNode(failure) && !ReplyFailures.isClientClosed(failure)) {
            LOG.log(System.Logger.Level.DEBUG, "could not touch " + childPath + "; touched again next period",
                    failure);
        }
    }
}
