// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.snippets;

import io.zkwire.client.ZkClient;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** docs/guide/tls.md's first example (a JDK SSLContext), run by the TLS tests; the guide shows the marked lines. */
public final class TlsJdkContext {

    private TlsJdkContext() {}

    public static ZkClient start(String connectString, Path trustStorePath, char[] password) throws Exception {
        // snippet:start
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(trustStorePath)) {
            trusted.load(in, password);
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(null, trust.getTrustManagers(), null);

        ZkClient client = ZkClient.builder()
                .connectString(connectString)        // e.g. "zk1.example.com:2281"
                .tls(tls)
                .build();
        client.start();
        // snippet:end
        return client;
    }
}
