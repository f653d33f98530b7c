// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Joins a session and closes it, speaking ZooKeeper's wire format directly: a connect request carrying the
 * session's id and password, then a closeSession request. The kit has no ZooKeeper client to do it with.
 */
final class SessionCloser {
    private static final int CLOSE_SESSION = -11;
    private static final int CLOSE_XID = 1;

    private SessionCloser() {
    }

    static void close(long sessionId, byte[] password, String connectString, Duration limit) throws IOException {
        List<IOException> failures = new ArrayList<>();
        for (InetSocketAddress server : servers(connectString)) {
            try {
                closeOn(server, sessionId, password, limit);
                return;
            } catch (IOException e) {
                failures.add(e);
            }
        }
        ZkTestkitException error = new ZkTestkitException("could not close session 0x" + Long.toHexString(sessionId)
                + ": no server of '" + connectString + "' let it join; is one running?");
        failures.forEach(error::addSuppressed);
        throw error;
    }

    private static void closeOn(InetSocketAddress server, long sessionId, byte[] password, Duration limit)
            throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(server, (int) limit.toMillis());
            socket.setSoTimeout((int) limit.toMillis());
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            DataInputStream in = new DataInputStream(socket.getInputStream());
            writeConnect(out, sessionId, password, limit);
            if (!joined(in)) {
                return; // the server no longer knows the session: it has expired already
            }
            out.writeInt(8);
            out.writeInt(CLOSE_XID);
            out.writeInt(CLOSE_SESSION);
            out.flush();
            readReply(in);
        }
    }

    /** A ConnectRequest: protocol version, last zxid seen, timeout, session id, password, read-only flag. */
    private static void writeConnect(DataOutputStream out, long sessionId, byte[] password, Duration limit)
            throws IOException {
        out.writeInt(4 + 8 + 4 + 8 + 4 + password.length + 1);
        out.writeInt(0);
        out.writeLong(0);
        out.writeInt((int) limit.toMillis());
        out.writeLong(sessionId);
        out.writeInt(password.length);
        out.write(password);
        out.writeBoolean(false);
        out.flush();
    }

    /** Reads the ConnectResponse; a timeout of 0 means the session is unknown. */
    private static boolean joined(DataInputStream in) throws IOException {
        byte[] frame = new byte[in.readInt()];
        in.readFully(frame);
        DataInputStream response = new DataInputStream(new ByteArrayInputStream(frame));
        response.readInt(); // protocol version
        return response.readInt() > 0;
    }

    /** Waits for the reply to closeSession, or for the server closing the connection after it. */
    private static void readReply(DataInputStream in) throws IOException {
        try {
            byte[] frame = new byte[in.readInt()];
            in.readFully(frame);
        } catch (EOFException e) {
            // the server may close the connection before its reply reaches us: the session is closed all the same
        }
    }

    private static List<InetSocketAddress> servers(String connectString) {
        String hosts = connectString.contains("/") ? connectString.substring(0, connectString.indexOf('/'))
                : connectString;
        List<InetSocketAddress> servers = new ArrayList<>();
        for (String hostPort : hosts.split(",")) {
            String trimmed = hostPort.trim();
            int colon = trimmed.lastIndexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException("'" + trimmed + "' in connect string '" + connectString
                        + "' has no port; write host:port");
            }
            String host = trimmed.substring(0, colon).replace("[", "").replace("]", "");
            servers.add(new InetSocketAddress(host, Integer.parseInt(trimmed.substring(colon + 1))));
        }
        return servers;
    }
}
