// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The Kerberos principal of the server, as ZooKeeper's client derives it: {@code zookeeper.server.principal}
 * if set, else {@code zookeeper.sasl.client.username} (default {@code zookeeper}) {@code /} the server's
 * host name, canonicalized by a reverse lookup unless {@code zookeeper.sasl.client.canonicalize.hostname}
 * is {@code false} (a lookup that finds no name keeps the name as given).
 */
record ServicePrincipal(String fixed, String service, boolean canonicalize) {

    static ServicePrincipal fromSystemProperties() {
        return new ServicePrincipal(System.getProperty("zookeeper.server.principal"),
                System.getProperty("zookeeper.sasl.client.username", "zookeeper"),
                Boolean.parseBoolean(System.getProperty("zookeeper.sasl.client.canonicalize.hostname", "true")));
    }

    /** The principal for {@code host}; may block on a reverse DNS lookup. */
    String forHost(String host) {
        if (fixed != null) {
            return fixed;
        }
        return service + "/" + (canonicalize ? canonical(host) : host);
    }

    /** {@code service/host[@REALM]} split for {@code Sasl.createSaslClient}: the service and the host. */
    static String[] split(String principal) {
        String withoutRealm = principal.contains("@") ? principal.substring(0, principal.indexOf('@')) : principal;
        int slash = withoutRealm.indexOf('/');
        if (slash <= 0 || slash == withoutRealm.length() - 1) {
            throw new IllegalArgumentException("server principal '" + principal + "' is not of the form"
                    + " service/host[@REALM]; check zookeeper.server.principal");
        }
        return new String[] {withoutRealm.substring(0, slash), withoutRealm.substring(slash + 1)};
    }

    private static String canonical(String host) {
        try {
            InetAddress address = InetAddress.getByName(host);
            String name = address.getCanonicalHostName();
            return name.equals(address.getHostAddress()) ? host : name;
        } catch (UnknownHostException e) {
            return host;
        }
    }
}
