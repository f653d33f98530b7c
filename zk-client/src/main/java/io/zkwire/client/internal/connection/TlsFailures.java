// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.connection;

import io.zkwire.client.internal.config.HostAndPort;
import java.security.cert.CertificateException;
import java.util.Locale;

/** Words a failed TLS handshake as what to fix: the host name, the trust, the client's certificate, the port. */
final class TlsFailures {

    private TlsFailures() {}

    static String describe(HostAndPort host, Throwable cause) {
        String chain = messages(cause);
        String lower = chain.toLowerCase(Locale.ROOT);
        if (hostMismatch(cause)) {
            return "TLS: the certificate of " + host + " does not match the host name " + host.host() + " ("
                    + chain + "); use a server certificate whose subject alternative names include " + host.host()
                    + ", connect with a name the certificate has, or turn verification off with"
                    + " tlsHostnameVerification(false) or zookeeper.ssl.hostnameVerification=false";
        }
        if (lower.contains("certification path") || lower.contains("path building failed")) {
            return "TLS: the certificate of " + host + " is not signed by a CA the client trusts (" + chain
                    + "); add the server's CA to the client's trust store (zookeeper.ssl.trustStore.location)"
                    + " or trust manager";
        }
        if (lower.contains("certificate_required") || lower.contains("bad_certificate")) {
            return "TLS: " + host + " refused the client's certificate or its absence (" + chain + "); the server"
                    + " requires mutual TLS: give the client a key store (zookeeper.ssl.keyStore.location) whose"
                    + " certificate the server trusts";
        }
        return "TLS handshake with " + host + " failed (" + chain + "); is that port serving TLS (ZooKeeper's"
                + " secureClientPort), and does the client trust the server certificate?";
    }

    /** The JDK's endpoint identification failure: a CertificateException naming the missing name. */
    private static boolean hostMismatch(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage());
            if (t instanceof CertificateException && (message.startsWith("No subject alternative")
                    || message.startsWith("No name matching"))) {
                return true;
            }
        }
        return false;
    }

    /** Each distinct message along the cause chain, innermost last. */
    private static String messages(Throwable cause) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = cause; t != null; t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && text.indexOf(message) < 0) {
                text.append(text.length() == 0 ? "" : ": ").append(message);
            }
        }
        return text.length() == 0 ? cause.getClass().getSimpleName() : text.toString();
    }
}
