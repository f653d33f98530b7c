package io.zkwire.testkit.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Sends one of ZooKeeper's four-letter admin words ({@code srvr}, {@code stat}, {@code dump}, ...) to a
 * loopback port and returns the whole reply. The server answers and closes the connection.
 */
public final class FourLetterWord {
    private FourLetterWord() {
    }

    /**
     * Sends {@code word} to 127.0.0.1:{@code port}; connecting and reading each give up after {@code timeout}
     * (a paused server accepts the connection in the kernel but never answers).
     */
    public static String send(int port, String word, Duration timeout) throws IOException {
        if (word.length() != 4) {
            throw new IllegalArgumentException("a four-letter word has four letters, got '" + word + "'");
        }
        int millis = (int) Math.max(1, timeout.toMillis());
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(Loopback.ADDRESS, port), millis);
            socket.setSoTimeout(millis);
            socket.getOutputStream().write(word.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return readAll(socket.getInputStream());
        }
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream reply = new ByteArrayOutputStream();
        in.transferTo(reply);
        return reply.toString(StandardCharsets.UTF_8);
    }
}
