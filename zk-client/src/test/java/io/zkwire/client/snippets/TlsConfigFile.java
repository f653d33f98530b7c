// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.snippets;

import io.zkwire.client.ZkClient;
import java.nio.file.Path;

/** docs/guide/tls.md's third example (a ZooKeeper client config file), run by the TLS tests. */
public final class TlsConfigFile {

    private TlsConfigFile() {}

    public static ZkClient start(String connectString, Path configFile) {
        // snippet:start
        ZkClient client = ZkClient.builder()
                .connectString(connectString)
                .zkClientConfig(configFile)          // e.g. Path.of("/etc/myapp/zk-client.properties")
                .build();
        client.start();
        // snippet:end
        return client;
    }
}
