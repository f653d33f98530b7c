package io.zkwire.client.internal.connection;

import io.netty.util.NetUtil;
import io.zkwire.client.internal.config.HostAndPort;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
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

    /** The address of a host given as an IP literal, without a lookup; null for a host name. */
    static InetSocketAddress literal(HostAndPort host) {
        byte[] literal = NetUtil.createByteArrayFromIpAddressString(host.host());
        if (literal == null) {
            return null;
        }
        try {
            return new InetSocketAddress(InetAddress.getByAddress(host.host(), literal), host.port());
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("bad address " + host, e);
        }
    }

    /** Looks a host name up on these threads: a random address of several; completes on one of them. */
    static CompletableFuture<InetSocketAddress> resolve(HostAndPort host) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                InetAddress[] all = InetAddress.getAllByName(host.host());
                return new InetSocketAddress(all[ThreadLocalRandom.current().nextInt(all.length)], host.port());
            } catch (UnknownHostException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }, EXECUTOR);
    }
}
