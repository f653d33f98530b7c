// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.testkit.KillSession;
import io.zkwire.testkit.TestingServer;

/** docs/guide/testing.md's TestingServer example, run by {@link TestingGuideSnippetsTest}. */
final class TestingServerExample {

    private TestingServerExample() {
    }

    static void run() throws Exception {
        // snippet:start
        try (TestingServer server = new TestingServer()) {          // started, on a free port of 127.0.0.1
            ZkClient client = ZkClient.builder().connectString(server.getConnectString()).build();
            client.start();
            client.create().withMode(CreateMode.EPHEMERAL).forPath("/worker", new byte[0]);

            KillSession.kill(client.sessionId(), client.sessionPassword(), server.getConnectString());
            // the server has deleted /worker; the client hears LOST when it next reaches the server

            server.restart();                                      // same port, same data
            client.close();
        }                                                          // no process left, directory deleted
        // snippet:end
    }
}
