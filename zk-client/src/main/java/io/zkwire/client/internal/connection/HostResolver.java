package io.zkwire.client.internal.connection;

import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that resolve host names, shared by every client of the JVM. Name lookups block, and may
 * block for seconds; on {@code ForkJoinPool.commonPool()} they would wait behind (and hold up) whatever
 * user code runs there, so a reconnect by host name could stall on a busy pool while the session's LOST
 * deadline runs. SASL steps run here too ({@code SaslHandler}): a GSSAPI step may call the KDC, and its
 * service principal may need a reverse lookup. Two daemon threads, gone after 30 idle seconds.
 */
final class HostResolver {

    private static final AtomicInteger COUNT = new AtomicInteger();
    static final Executor EXECUTOR = create();

    private HostResolver() {
    }

    private static Executor create() {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(2, 2, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                task -> {
                    Thread thread = new Thread(task, "zkwire-resolver-" + COUNT.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }
}
