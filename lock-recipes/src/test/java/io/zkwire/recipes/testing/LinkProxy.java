package io.zkwire.recipes.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A loopback TCP relay between one client and a server, for fault tests. {@link #cut()} drops every
 * relayed connection and refuses new ones until {@link #restore()}; the server keeps running (its
 * session clock too, so sessions really expire). {@link #holdReplies()} keeps forwarding requests but
 * stops forwarding the server's bytes: the server executes a request whose reply the client never sees,
 * which is how a create is cut between its execution and its reply.
 */
public final class LinkProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final InetSocketAddress target;
    private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "link-proxy");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean refusing;
    private volatile CountDownLatch replyGate = new CountDownLatch(0);

    /** Relays to the first host:port of {@code connectString}. */
    public LinkProxy(String connectString) throws IOException {
        String hostPort = connectString.split(",")[0];
        int colon = hostPort.lastIndexOf(':');
        target = new InetSocketAddress(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::acceptLoop);
    }

    public String connectString() {
        return "127.0.0.1:" + listener.getLocalPort();
    }

    /** Drops every relayed connection and refuses new ones. */
    public void cut() {
        refusing = true;
        sockets.forEach(LinkProxy::closeQuietly);
        replyGate.countDown();
    }

    /** Relays new connections again (and replies, if they were held). */
    public void restore() {
        replyGate.countDown();
        refusing = false;
    }

    /** From now on, requests still reach the server but nothing comes back. */
    public void holdReplies() {
        replyGate = new CountDownLatch(1);
    }

    @Override
    public void close() {
        refusing = true;
        closeQuietly(listener);
        sockets.forEach(LinkProxy::closeQuietly);
        replyGate.countDown();
        threads.shutdownNow();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                if (refusing) {
                    closeQuietly(client);
                    continue;
                }
                Socket server = new Socket();
                server.connect(target, 5_000);
                sockets.add(client);
                sockets.add(server);
                threads.execute(() -> pump(client, server, false));
                threads.execute(() -> pump(server, client, true));
            } catch (IOException e) {
                // listener closed, or the server refused: the client will retry
            }
        }
    }

    private void pump(Socket from, Socket to, boolean replies) {
        byte[] buffer = new byte[16 * 1024];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            int n;
            while ((n = in.read(buffer)) >= 0) {
                if (replies) {
                    replyGate.await();
                    if (refusing) {
                        break;
                    }
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // connection dropped or proxy closed
        } finally {
            closeQuietly(from);
            closeQuietly(to);
            sockets.remove(from);
            sockets.remove(to);
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception ignored) {
            // already closed
        }
    }
}
