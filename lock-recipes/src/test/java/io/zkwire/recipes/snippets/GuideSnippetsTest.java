// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.shared.SharedCount;
import io.zkwire.recipes.shared.VersionedValue;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Runs the guide pages' snippets that have no test class of their own; DocsRulesTest checks the pages show them. */
@Timeout(60)
class GuideSnippetsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void sharedCount() throws Exception {
        ZkClient client = server.client();
        // snippet:start
        SharedCount count = new SharedCount(client, "/counters/jobs", 0);
        count.start();                                      // creates the node with the seed if missing
        VersionedValue<Integer> seen = count.getVersionedValue();
        boolean won = count.trySetCount(seen, seen.getValue() + 1); // false if someone changed it first
        System.out.println("jobs: " + count.getCount() + (won ? ", set by me" : ", changed meanwhile"));
        count.close();
        // snippet:end
        assertTrue(won);
        assertEquals(1, count.getCount());
    }

    @Test
    void clientSettings() throws Exception {
        server.client().create().creatingParentsIfNeeded().forPath(server.root());
        String connectString = server.connectString() + server.root();
        // snippet:start
        ZkClient client = ZkClient.builder()
                .connectString(connectString)      // e.g. "10.0.0.1:2181,10.0.0.2:2181/app": /app is a chroot
                .sessionTimeoutMs(30_000)          // asked of the server, which may negotiate it
                .connectionTimeoutMs(5_000)        // how long a call waits for a connection
                .namespace("orders")               // a prefix for every path, created on first use
                .build();
        client.addConnectionStateListener((c, state) -> System.out.println("connection: " + state));
        client.start();
        client.create().creatingParentsIfNeeded().forPath("/config", "v1".getBytes(UTF_8));
        String value = client.async().getData().forPath("/config")
                .thenApply(data -> new String(data, UTF_8))
                .get(5, TimeUnit.SECONDS);
        client.close();
        // snippet:end
        assertEquals("v1", value);
    }

    @Test
    void updateServerList() throws Exception {
        ZkClient client = server.client();
        String newServers = server.connectString(); // e.g. "zk4:2181,zk5:2181,zk6:2181"
        // snippet:start
        client.updateServerList(newServers);
        // snippet:end
        assertTrue(client.isConnected(), "the live connection stays");
    }

    @Test
    void jfrRecording(@TempDir Path dir) throws Exception {
        ZkClient client = server.client();
        Path file = dir.resolve("zkwire.jfr");
        // snippet:start
        try (Recording recording = new Recording()) {
            recording.enable("io.zkwire.Request");
            recording.enable("io.zkwire.LockAcquire");
            recording.start();
            InterProcessMutex mutex = new InterProcessMutex(client, "/locks/recorded");
            mutex.acquire();
            mutex.release();
            recording.dump(file);                           // e.g. Path.of("zkwire.jfr")
        }
        // snippet:end
        assertTrue(Files.size(file) > 0);
        assertTrue(RecordingFile.readAllEvents(file).stream()
                .anyMatch(e -> e.getEventType().getName().equals("io.zkwire.LockAcquire")));
    }
}
