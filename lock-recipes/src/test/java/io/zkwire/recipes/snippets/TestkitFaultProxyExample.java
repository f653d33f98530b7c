package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;

/** zk-testkit/README.md's FaultProxy example, run by {@link TestkitReadmeSnippetsTest}. */
final class TestkitFaultProxyExample {

    private TestkitFaultProxyExample() {
    }

    static void run(ZkEnsemble zk) throws Exception {
        // snippet:start
        try (FaultProxy proxy = FaultProxy.to(zk.server(0))) {
            ZkClient client = ZkClient.builder().connectString(proxy.connectString()).build();
            client.start();
            proxy.delay(Duration.ofMillis(200));                   // each byte, each way, 200 ms late; order kept
            proxy.blackhole(Duration.ofSeconds(3));                // a partition that heals by itself
            proxy.drop(Direction.SERVER_TO_CLIENT);                // requests pass, replies vanish
            proxy.hold(Direction.SERVER_TO_CLIENT);                // requests pass, replies wait for pass()
            proxy.reset();                                         // TCP RST on every open connection
            proxy.keepResetting(Duration.ofSeconds(2));            // ... and on every new one, for 2 s
            proxy.pass();                                          // no fault; held bytes move on, in order
            proxy.set(Fault.blackhole(), Duration.ofSeconds(1));   // any Fault value, for a while
            client.close();
        }
        // snippet:end
    }
}
