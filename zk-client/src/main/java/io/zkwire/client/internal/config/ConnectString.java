package io.zkwire.client.internal.config;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed connect string {@code host1:port1,host2[:port2][/chroot/path]} (docs/contributing/protocol.md §6.7): every
 * character from the first '/' on is the chroot, a bare "/" means none, the default port is 2181.
 * IPv6 literals are written in brackets, {@code [::1]:2181}.
 */
public record ConnectString(List<HostAndPort> hosts, String chroot) {

    public static final int DEFAULT_PORT = 2181;

    public ConnectString {
        hosts = List.copyOf(hosts);
    }

    public static ConnectString parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("connect string is empty; expected host:port[,host:port...][/chroot]");
        }
        int slash = text.indexOf('/');
        String hostPart = slash < 0 ? text : text.substring(0, slash);
        String chroot = slash < 0 ? "" : text.substring(slash);
        if (chroot.equals("/")) {
            chroot = "";
        }
        List<HostAndPort> hosts = new ArrayList<>();
        for (String item : hostPart.split(",")) {
            String trimmed = item.trim();
            if (!trimmed.isEmpty()) {
                hosts.add(parseHost(trimmed, text));
            }
        }
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("connect string \"" + text + "\" names no host");
        }
        return new ConnectString(hosts, chroot);
    }

    private static HostAndPort parseHost(String item, String whole) {
        String host;
        String port;
        if (item.startsWith("[")) {
            int close = item.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("unclosed '[' in \"" + item + "\" of connect string \"" + whole + "\"");
            }
            host = item.substring(1, close);
            String rest = item.substring(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(":")) {
                throw new IllegalArgumentException("expected ':port' after ']' in \"" + item + "\" of \"" + whole + "\"");
            }
            port = rest.isEmpty() ? null : rest.substring(1);
        } else {
            int colon = item.lastIndexOf(':');
            if (colon >= 0 && item.indexOf(':') != colon) {
                throw new IllegalArgumentException("IPv6 address \"" + item + "\" must be written in brackets, e.g. [::1]:2181");
            }
            host = colon < 0 ? item : item.substring(0, colon);
            port = colon < 0 ? null : item.substring(colon + 1);
        }
        return new HostAndPort(host, port == null ? DEFAULT_PORT : parsePort(port, item, whole));
    }

    private static int parsePort(String port, String item, String whole) {
        try {
            return Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port \"" + port + "\" of \"" + item + "\" in connect string \"" + whole
                    + "\" is not a number");
        }
    }
}
