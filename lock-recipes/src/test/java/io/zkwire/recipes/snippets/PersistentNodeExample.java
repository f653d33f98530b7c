// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.nodes.PersistentNode;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** docs/guide/nodes.md's first example, run by {@link NodesAndAtomicGuideSnippetsTest}. */
final class PersistentNodeExample {

    private PersistentNodeExample() {
    }

    static String run(String connectString) throws Exception {
        // snippet:start
        ZkClient client = ZkClient.builder().connectString(connectString).build(); // e.g. "127.0.0.1:2181"
        client.start();

        byte[] address = "10.0.0.7:8080".getBytes(StandardCharsets.UTF_8);
        PersistentNode node = new PersistentNode(client, CreateMode.EPHEMERAL_SEQUENTIAL, true,
                "/services/orders/instance-", address);
        node.getListenable().addListener(path -> System.out.println("announced at " + path));
        node.start();
        if (!node.waitForInitialCreate(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("not announced yet: is ZooKeeper reachable?");
        }
        String announced = node.getActualPath(); // e.g. /services/orders/_c_<uuid>-instance-0000000000
        // ... serve; after a session loss the node comes back at the same path ...
        node.close(); // deletes the node (guaranteed)
        client.close();
        // snippet:end
        return announced;
    }
}
