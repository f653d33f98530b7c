// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The process-wide Netty group of the clients given neither an event loop group nor a thread factory: made
 * when the first such client is built, shut down when the last one closes, so idle processes keep no thread.
 * Its threads ({@code zkwire-shared-io-*}, daemons) start as clients are assigned to them, one per core at most.
 */
final class SharedEventLoop {

    /** The thread name prefix, for logs and thread dumps. */
    static final String THREAD_PREFIX = "zkwire-shared-io";

    private static final Object LOCK = new Object();
    private static NioEventLoopGroup group;
    private static int users;

    private SharedEventLoop() {}

    /** The shared group, made if no client holds it; the caller must {@link #release} it exactly once. */
    static EventLoopGroup acquire() {
        synchronized (LOCK) {
            if (group == null) {
                group = new NioEventLoopGroup(Runtime.getRuntime().availableProcessors(),
                        new DefaultThreadFactory(THREAD_PREFIX, true));
            }
            users++;
            return group;
        }
    }

    /** A client is done with {@code held}: the last one shuts it down (without waiting). */
    static void release(EventLoopGroup held, long quietMs) {
        synchronized (LOCK) {
            if (held != group) {
                return;
            }
            if (--users == 0) {
                group = null;
                held.shutdownGracefully(0, quietMs, TimeUnit.MILLISECONDS);
            }
        }
    }
}
