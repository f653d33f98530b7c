package io.zkwire.recipes.internal.nodes;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;

/**
 * Curator's default node data (docs/contributing/protocol.md §7.1): this host's IP address as ASCII text, written when a
 * recipe is given no data, so operators see the same thing in lock nodes from either library.
 */
public final class DefaultNodeData {

    private DefaultNodeData() {
    }

    private static final class Holder {
        static final byte[] BYTES = localAddress();

        private static byte[] localAddress() {
            try {
                return InetAddress.getLocalHost().getHostAddress().getBytes(StandardCharsets.US_ASCII);
            } catch (UnknownHostException e) {
                return new byte[0];
            }
        }
    }

    /** A fresh copy of the default data. */
    public static byte[] get() {
        return Holder.BYTES.clone();
    }
}
