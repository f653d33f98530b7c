package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ZkModeTest {

    @Test
    void readsTheModeLineOfSrvr() {
        String reply = """
                Zookeeper version: 3.9.5-abc, built on 2025-01-01 00:00 UTC
                Latency min/avg/max: 0/0.0/0
                Mode: follower
                Node count: 5
                """;

        assertEquals(ZkMode.FOLLOWER, ZkMode.ofSrvrReply(reply));
    }

    @Test
    void aServerThatDoesNotServeYetHasNoModeLine() {
        String reply = "This ZooKeeper instance is not currently serving requests\n";

        assertEquals(ZkMode.NOT_SERVING, ZkMode.ofSrvrReply(reply));
    }
}
