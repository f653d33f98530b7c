// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.snippets;

import io.zkwire.client.ZkClient;

/** docs/guide/tls.md's second example (ZooKeeper's system properties), run by the TLS tests. */
public final class TlsSystemProperties {

    private TlsSystemProperties() {}

    public static ZkClient start(String connectString, String trustStorePath, String password) {
        // snippet:start
        System.setProperty("zookeeper.client.secure", "true");
        System.setProperty("zookeeper.ssl.trustStore.location", trustStorePath);    // .p12, .jks or .pem
        System.setProperty("zookeeper.ssl.trustStore.password", password);

        ZkClient client = ZkClient.builder().connectString(connectString).build();
        client.start();
        // snippet:end
        return client;
    }
}
