// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The child process of {@link ExitDeletesTest}: creates an ephemeral node through {@code args[0]}, says READY,
 * and once told GO on standard input deletes it as a lock release does (guaranteed, not waiting for the answer)
 * and exits at once, without closing the client.
 */
public final class ReleaseThenExit {

    private ReleaseThenExit() {
    }

    public static void main(String[] args) throws Exception {
        ZkClient client = Clients.started(Clients.builder(args[0]).sessionTimeoutMs(30_000));
        String node = client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(args[1]);
        System.out.println("READY");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if ("GO".equals(in.readLine())) {
            client.async().delete().guaranteed().forPath(node);
            System.out.println("RELEASED");
            System.exit(0);
        }
        System.exit(2);
    }
}
