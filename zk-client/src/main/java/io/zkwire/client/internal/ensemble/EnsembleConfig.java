// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ensemble;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the client addresses out of a {@code /zookeeper/config} text, whose member lines look like
 * {@code server.1=host:2888:3888:participant;[clientHost:]clientPort}.
 */
public final class EnsembleConfig {

    private EnsembleConfig() {
    }

    /**
     * The members' client addresses as {@code host:port,...}, empty if none is listed. A member whose client
     * address is a wildcard (0.0.0.0, ::) or absent is reached at its quorum host, since a wildcard names no
     * machine to connect to.
     */
    public static String clientAddresses(String config) {
        List<String> addresses = new ArrayList<>();
        config.lines().filter(line -> line.startsWith("server.") && line.contains("=") && line.contains(";"))
                .forEach(line -> addresses.add(clientAddress(line.substring(line.indexOf('=') + 1))));
        return String.join(",", addresses);
    }

    private static String clientAddress(String member) {
        String quorumHost = host(member.substring(0, member.indexOf(';')));
        String client = member.substring(member.indexOf(';') + 1).trim();
        int colon = client.lastIndexOf(':');
        String port = colon < 0 ? client : client.substring(colon + 1);
        String host = colon < 0 ? "" : client.substring(0, colon);
        if (host.isEmpty() || isWildcard(host)) {
            host = quorumHost;
        }
        return host + ":" + port;
    }

    /** The host of {@code host:port:port[:role]}, brackets kept for IPv6. */
    private static String host(String quorumAddress) {
        if (quorumAddress.startsWith("[")) {
            return quorumAddress.substring(0, quorumAddress.indexOf(']') + 1);
        }
        return quorumAddress.substring(0, quorumAddress.indexOf(':'));
    }

    private static boolean isWildcard(String host) {
        String bare = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
        return bare.equals("0.0.0.0") || bare.replace("0", "").replace(":", "").isEmpty();
    }
}
