package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.KeeperException;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * With no server to talk to, a sync call fails after connectionTimeoutMs whatever the retry policy (the
 * rule on ZkClient), saying why in its message (a refused port, a silent server, a name that does not
 * resolve); blockUntilConnected keeps its deadline; the log warns once (rate-limited) and says when the
 * client connects again.
 */
class ConnectionBoundsTest {

    private static final int CONNECTION_TIMEOUT_MS = 1000;
    /** Timer, thread hand-over and a loaded 2-core machine; the old rule took 3 × 1000 + 2 × 200 ms more. */
    private static final long SLACK_MS = 750;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private final LogCapture log = LogCapture.of("io.zkwire.client.internal.session.ConnectivityLog");

    @AfterEach
    void stopCapturing() {
        log.close();
    }

    interface Call {
        void run(ZkClient client) throws Exception;
    }

    private static final List<Call> OPERATIONS = List.of(
            c -> c.getData().forPath("/a"),
            c -> c.create().creatingParentsIfNeeded().forPath("/a/b"),
            c -> c.delete().forPath("/a"));

    private static ZkClient started(String connectString) {
        ZkClient client = server.closeAfterTest(ZkClient.builder().connectString(connectString)
                .connectionTimeoutMs(CONNECTION_TIMEOUT_MS).sessionTimeoutMs(6000)
                .retryPolicy(new RetryNTimes(3, 200)).build());
        client.start();
        return client;
    }

    /** Runs {@code call}, checks it failed with ConnectionLoss within the bound, returns the message. */
    private static String failsInTime(ZkClient client, Call call) {
        long start = System.nanoTime();
        KeeperException e = assertThrows(KeeperException.class, () -> call.run(client));
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertEquals(KeeperException.Code.CONNECTIONLOSS, e.code(), e::toString);
        assertTrue(elapsedMs >= CONNECTION_TIMEOUT_MS - 5 && elapsedMs <= CONNECTION_TIMEOUT_MS + SLACK_MS,
                () -> "failed after " + elapsedMs + " ms: " + e.getMessage());
        return e.getMessage();
    }

    private static void blockUntilConnectedKeepsItsDeadline(ZkClient client) throws InterruptedException {
        long start = System.nanoTime();
        assertFalse(client.blockUntilConnected(300, TimeUnit.MILLISECONDS));
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsedMs >= 300 && elapsedMs <= 300 + 250, () -> "returned after " + elapsedMs + " ms");
    }

    @Test
    void aRefusedPortFailsEachCallAfterConnectionTimeoutSayingWhyAndWarnsOnce() throws Exception {
        int port = freePort();
        ZkClient client = started("127.0.0.1:" + port);
        blockUntilConnectedKeepsItsDeadline(client);
        for (Call call : OPERATIONS) {
            String message = failsInTime(client, call);
            assertTrue(message.contains(": no connection to any of [127.0.0.1:" + port + "] within connectionTimeoutMs="
                    + CONNECTION_TIMEOUT_MS + "; last attempt: 127.0.0.1:" + port), message);
            assertTrue(message.contains("Connection refused"), message);
        }
        ExecutionException async = assertThrows(ExecutionException.class,
                () -> client.async().getData().forPath("/a").get(CONNECTION_TIMEOUT_MS + SLACK_MS, TimeUnit.MILLISECONDS));
        assertInstanceOf(KeeperException.ConnectionLossException.class, async.getCause());
        assertTrue(async.getCause().getMessage().contains("within connectionTimeoutMs="), async.getCause()::getMessage);

        // Many attempts failed in these seconds; one warning says so (the next may come 30 s later).
        List<String> warnings = log.lines("WARNING");
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).startsWith("WARNING cannot connect to ZooKeeper at [127.0.0.1:" + port + "]: 127.0.0.1:"
                + port + ": Connection refused; retrying"), warnings::toString); // the host named once per part
    }

    @Test
    void aSilentServerFailsEachCallAfterConnectionTimeout() throws Exception {
        FaultProxy proxy = server.proxy();
        proxy.blackhole();
        ZkClient client = started(proxy.connectString());
        blockUntilConnectedKeepsItsDeadline(client);
        for (Call call : OPERATIONS) {
            String message = failsInTime(client, call);
            assertTrue(message.contains(": no connection to any of [" + proxy.connectString()
                    + "] within connectionTimeoutMs=" + CONNECTION_TIMEOUT_MS), message);
        }
    }

    @Test
    void saysWhenItConnectsAgain() throws Exception {
        FaultProxy proxy = server.proxy();
        proxy.set(Fault.resetAll());
        ZkClient client = started(proxy.connectString());
        log.await(line -> line.startsWith("WARNING cannot connect to ZooKeeper at [" + proxy.connectString() + "]"),
                Duration.ofSeconds(5));
        proxy.pass();
        assertTrue(client.blockUntilConnected(10, TimeUnit.SECONDS));
        String info = log.await(line -> line.startsWith("INFO connected to ZooKeeper again"), Duration.ofSeconds(1));
        assertTrue(info.contains(proxy.connectString()) && info.contains("failed attempts"), info);
    }

    @Test
    void anUnresolvableNameSaysSo() throws Exception {
        // The suite resolves names from src/test/resources/hosts: this lookup fails at once, off no DNS server.
        assertNotNull(System.getProperty("jdk.net.hosts.file"), "jdk.net.hosts.file is set by the pom");
        String host = "zkwire-unresolvable.invalid";
        ZkClient client = started(host + ":2181");
        String message = failsInTime(client, c -> c.getData().forPath("/a"));
        assertTrue(message.contains("; last attempt: " + host + ":2181: cannot resolve " + host), message);
        String warning = log.await(line -> line.startsWith("WARNING cannot connect"), Duration.ofSeconds(1));
        assertTrue(warning.contains("[" + host + ":2181]: " + host + ":2181: cannot resolve " + host), warning);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
