package io.zkwire.client.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A loopback TCP relay between a client and one server that a test can cut: cutting drops every relayed
 * connection and refuses new ones (accepted, then closed at once) until restored. Unlike pausing the
 * server, the server keeps running and its session clock keeps ticking, so sessions really expire.
 */
final class TcpProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final InetSocketAddress target;
    private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "tcp-proxy");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean cut;

    /** Relays 127.0.0.1:{@link #port()} to {@code hostPort} (e.g. "127.0.0.1:2181"). */
    TcpProxy(String hostPort) throws IOException {
        int colon = hostPort.lastIndexOf(':');
        target = new InetSocketAddress(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::acceptLoop);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The connect string that goes through the proxy. */
    String connectString() {
        return "127.0.0.1:" + port();
    }

    /** Drops every relayed connection and refuses new ones. */
    void cut() {
        cut = true;
        sockets.forEach(TcpProxy::closeQuietly);
    }

    /** Relays new connections again. */
    void restore() {
        cut = false;
    }

    @Override
    public void close() {
        closeQuietly(listener);
        cut();
        threads.shutdownNow();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                continue; // the listener was closed: the loop ends
            }
            if (cut) {
                closeQuietly(client);
            } else {
                relay(client);
            }
        }
    }

    private void relay(Socket client) {
        Socket server = new Socket();
        try {
            server.connect(target, 5_000);
        } catch (IOException e) {
            // The server is down: the client sees its connection close and tries again.
            closeQuietly(server);
            closeQuietly(client);
            return;
        }
        sockets.add(client);
        sockets.add(server);
        if (cut) { // cut while this connection was being set up
            closeQuietly(server);
            closeQuietly(client);
            return;
        }
        threads.execute(() -> pump(client, server));
        threads.execute(() -> pump(server, client));
    }

    private void pump(Socket from, Socket to) {
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // Either side closed: close both below.
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
        } catch (Exception e) {
            // Closing is best effort.
        }
    }
}
