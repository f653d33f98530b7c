package io.zkwire.client.internal.config;

/** One server address from the connect string; the host is kept unresolved (DNS runs at each pick). */
public record HostAndPort(String host, int port) {

    public HostAndPort {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("empty host name in the connect string");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " of host " + host + " is outside 1..65535");
        }
    }

    @Override
    public String toString() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }
}
