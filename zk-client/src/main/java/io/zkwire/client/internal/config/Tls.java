// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import io.netty.buffer.ByteBufAllocator;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.Arrays;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;

/**
 * How a client makes its TLS handlers, from a Netty context, a JDK context or ZooKeeper's client properties;
 * host names are verified (endpoint identification "HTTPS" with the host as written in the connect string)
 * unless turned off.
 */
public final class Tls {

    private static final System.Logger LOG = System.getLogger(Tls.class.getName());

    private final SslContext netty;
    private final SSLContext jdk;
    private final boolean verifyHostNames;
    private final String[] protocols;
    private final String[] cipherSuites;

    private Tls(SslContext netty, SSLContext jdk, boolean verifyHostNames, String[] protocols, String[] cipherSuites) {
        this.netty = netty;
        this.jdk = jdk;
        this.verifyHostNames = verifyHostNames;
        this.protocols = protocols;
        this.cipherSuites = cipherSuites;
    }

    /**
     * The TLS of a client: its Netty context, else its JDK context, else ZooKeeper's properties if
     * {@code zookeeper.client.secure=true}; null for plain TCP. Warns once if host names go unverified.
     *
     * @param verifyHostNames the builder's choice, null to take {@code zookeeper.ssl.hostnameVerification}
     * @throws IllegalStateException if the properties name stores that cannot be loaded, saying which
     */
    public static Tls of(SslContext netty, SSLContext jdk, Boolean verifyHostNames, ZkClientProperties properties) {
        boolean verify = verifyHostNames != null ? verifyHostNames
                : properties.flag(ZkClientProperties.HOSTNAME_VERIFICATION, true);
        Tls tls;
        if (netty != null || jdk != null) {
            tls = new Tls(netty, jdk, verify, null, null);
        } else if (properties.flag(ZkClientProperties.SECURE, false)) {
            tls = fromProperties(properties, verify);
        } else {
            return null;
        }
        if (!verify) {
            LOG.log(Level.WARNING, "TLS host name verification is off: any server with a certificate the client"
                    + " trusts can pose as the ensemble; turn it on unless the certificates cannot name the hosts");
        }
        return tls;
    }

    private static Tls fromProperties(ZkClientProperties p, boolean verify) {
        String protocol = p.get(ZkClientProperties.PROTOCOL);
        protocol = protocol != null ? protocol : defaultProtocol();
        String enabled = p.get(ZkClientProperties.ENABLED_PROTOCOLS);
        String[] protocols = enabled != null ? split(enabled)
                : protocol.equals("TLSv1.3") ? new String[] {"TLSv1.3", "TLSv1.2"} : new String[] {protocol};
        String ciphers = p.get(ZkClientProperties.CIPHER_SUITES);
        try {
            SSLContext context = SSLContext.getInstance(protocol);
            KeyStore keys = store(p, ZkClientProperties.KEY_STORE);
            KeyStore trust = store(p, ZkClientProperties.TRUST_STORE);
            KeyManagerFactory kmf = null;
            if (keys != null) {
                kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
                kmf.init(keys, password(p, ZkClientProperties.KEY_STORE));
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trust);
            context.init(kmf != null ? kmf.getKeyManagers() : null, tmf.getTrustManagers(), null);
            return new Tls(null, context, verify, protocols, ciphers != null ? split(ciphers) : null);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot set up TLS from " + p.source() + " (" + e.getMessage()
                    + "); check " + ZkClientProperties.PROTOCOL + " and the key and trust stores", e);
        }
    }

    /** The store a property prefix names, null if its location is unset (the JDK's trust then applies). */
    private static KeyStore store(ZkClientProperties p, String prefix) {
        String location = p.get(prefix + ".location");
        return location == null ? null
                : KeyStores.load(prefix, Path.of(location), password(p, prefix), p.get(prefix + ".type"));
    }

    private static char[] password(ZkClientProperties p, String prefix) {
        String password = p.get(prefix + ".password");
        return password == null ? new char[0] : password.toCharArray();
    }

    /** ZooKeeper's default: TLSv1.3 where the JDK has it, else TLSv1.2. */
    private static String defaultProtocol() {
        try {
            return Arrays.asList(SSLContext.getDefault().getSupportedSSLParameters().getProtocols())
                    .contains("TLSv1.3") ? "TLSv1.3" : "TLSv1.2";
        } catch (GeneralSecurityException e) {
            return "TLSv1.2";
        }
    }

    private static String[] split(String list) {
        return Arrays.stream(list.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toArray(String[]::new);
    }

    /** A client-mode handler for one connection to {@code host}, verifying its name unless turned off. */
    public SslHandler newHandler(ByteBufAllocator alloc, HostAndPort host) {
        if (netty != null) {
            SslHandler handler = netty.newHandler(alloc, host.host(), host.port());
            configure(handler.engine());
            return handler;
        }
        SSLEngine engine = jdk.createSSLEngine(host.host(), host.port());
        engine.setUseClientMode(true);
        configure(engine);
        return new SslHandler(engine);
    }

    private void configure(SSLEngine engine) {
        SSLParameters params = engine.getSSLParameters();
        if (verifyHostNames) {
            params.setEndpointIdentificationAlgorithm("HTTPS");
        }
        if (protocols != null) {
            params.setProtocols(protocols);
        }
        if (cipherSuites != null) {
            params.setCipherSuites(cipherSuites);
        }
        engine.setSSLParameters(params);
    }

    /** Whether host names are verified, for messages. */
    public boolean verifiesHostNames() {
        return verifyHostNames;
    }
}
