package io.zkwire.testkit.faults;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A plain client socket to a loopback port, to see byte by byte what a proxy lets through. */
final class RawConnection implements AutoCloseable {
    private static final int CONNECT_MILLIS = 5_000;
    private final Socket socket = new Socket();

    private RawConnection(int port) throws IOException {
        socket.connect(new InetSocketAddress("127.0.0.1", port), CONNECT_MILLIS);
    }

    static RawConnection open(int port) throws IOException {
        return new RawConnection(port);
    }

    void send(String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
    }

    /** Tells the peer this side sends nothing more (FIN), while still reading. */
    void finishSending() throws IOException {
        socket.shutdownOutput();
    }

    /**
     * Everything until the peer closes.
     *
     * @throws java.net.SocketTimeoutException if no byte comes for {@code patience}; the connection stays usable
     */
    String readToEnd(Duration patience) throws IOException {
        socket.setSoTimeout((int) patience.toMillis());
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    }

    /** Exactly {@code count} bytes, or an EOFException if the peer closes before. */
    String read(int count, Duration patience) throws IOException {
        socket.setSoTimeout((int) patience.toMillis());
        InputStream in = socket.getInputStream();
        byte[] bytes = in.readNBytes(count);
        if (bytes.length < count) {
            throw new java.io.EOFException("the peer closed after " + bytes.length + " of " + count + " bytes");
        }
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
