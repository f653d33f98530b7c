package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.testing.LogCapture;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ConnectivityLogTest {

    private final LogCapture log = LogCapture.of(ConnectivityLog.class.getName());
    private long nanos = 1_000;
    private final ConnectivityLog connectivity = new ConnectivityLog("[zk1:2181, zk2:2181]", 30_000, () -> nanos);

    @AfterEach
    void stopCapturing() {
        log.close();
    }

    private void after(long seconds) {
        nanos += TimeUnit.SECONDS.toNanos(seconds);
    }

    @Test
    void warnsAtTheFirstFailureThenAtMostOncePerIntervalWithACount() {
        connectivity.attemptFailed("zk1:2181: Connection refused");
        for (int i = 0; i < 5; i++) {
            after(5);
            connectivity.attemptFailed("zk2:2181: Connection refused");
        }
        assertEquals(List.of("WARNING cannot connect to ZooKeeper at [zk1:2181, zk2:2181]: zk1:2181: Connection"
                + " refused; retrying (logged again at most every 30 s while it lasts)"), log.lines("WARNING"));

        after(5); // 30 s after the first warning
        connectivity.attemptFailed("zk1:2181: Connection refused");
        after(29);
        connectivity.attemptFailed("zk2:2181: no answer to the handshake");
        after(1);
        connectivity.attemptFailed("zk1:2181: cannot resolve zk1: Name or service not known");

        assertEquals(List.of(
                "WARNING still cannot connect to ZooKeeper at [zk1:2181, zk2:2181]: 7 failed attempts in 30 s; last"
                        + " attempt: zk1:2181: Connection refused",
                "WARNING still cannot connect to ZooKeeper at [zk1:2181, zk2:2181]: 9 failed attempts in 60 s; last"
                        + " attempt: zk1:2181: cannot resolve zk1: Name or service not known"),
                log.lines("WARNING").subList(1, 3));
        assertEquals(List.of(), log.lines("INFO"));
    }

    @Test
    void saysWhenConnectedAgainAndStartsCountingAfresh() {
        connectivity.connected("zk1:2181");
        assertEquals(List.of(), log.lines("INFO"), "nothing to report without a failure");

        connectivity.attemptFailed("zk1:2181: Connection refused");
        after(3);
        connectivity.attemptFailed("zk2:2181: Connection refused");
        connectivity.connected("zk1:2181");
        assertEquals(List.of("INFO connected to ZooKeeper again (zk1:2181) after 2 failed attempts in 3 s"),
                log.lines("INFO"));

        after(1); // a new outage is reported at once, not held back by the interval
        connectivity.attemptFailed("zk1:2181: Connection refused");
        assertEquals(2, log.lines("WARNING").size());
    }
}
