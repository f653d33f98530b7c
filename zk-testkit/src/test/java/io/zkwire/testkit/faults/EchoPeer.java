package io.zkwire.testkit.faults;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A server that speaks first, which ZooKeeper never does: it greets each connection, echoes what it reads and,
 * when the client closes, records everything it received. So a test can see what crossed a proxy each way.
 */
final class EchoPeer implements AutoCloseable {
    static final String GREETING = "hello\n";

    private final ServerSocket server;
    private final Thread acceptor;
    private final BlockingQueue<String> received = new LinkedBlockingQueue<>();

    EchoPeer() throws IOException {
        server = new ServerSocket(0, 10, InetAddress.getByName("127.0.0.1"));
        acceptor = new Thread(this::serve, "echo-peer-" + server.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** What the next connection that ended sent, in full. */
    String awaitReceived(Duration limit) throws InterruptedException {
        String bytes = received.poll(limit.toMillis(), TimeUnit.MILLISECONDS);
        if (bytes == null) {
            throw new AssertionError("no connection to the echo peer ended within " + limit);
        }
        return bytes;
    }

    @Override
    public void close() throws Exception {
        server.close();
        acceptor.join(TimeUnit.SECONDS.toMillis(10));
    }

    private void serve() {
        while (!server.isClosed()) {
            try (Socket socket = server.accept()) {
                received.add(greetAndEcho(socket));
            } catch (IOException e) {
                // the server socket was closed: the peer is done
            }
        }
    }

    /** Everything the client sent before it closed, or before the connection broke. */
    private static String greetAndEcho(Socket socket) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        try {
            OutputStream out = socket.getOutputStream();
            out.write(GREETING.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] chunk = new byte[1024];
            for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
                all.write(chunk, 0, n);
                out.write(chunk, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // the echo met a closed connection: what was received before still counts
        }
        return all.toString(StandardCharsets.US_ASCII);
    }
}
