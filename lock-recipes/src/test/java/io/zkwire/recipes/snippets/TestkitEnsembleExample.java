package io.zkwire.recipes.snippets;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkMode;
import io.zkwire.testkit.ZkServer;
import java.time.Duration;

/** zk-testkit/README.md's ensemble example, run by {@link TestkitReadmeSnippetsTest}. */
final class TestkitEnsembleExample {

    private TestkitEnsembleExample() {
    }

    static void run() {
        // snippet:start
        try (ZkEnsemble zk = ZkEnsemble.builder()
                .servers(3)                                    // 1 (default) = standalone
                .version("3.8.6")                              // default: the class path's, else 3.9.5
                .tickTime(Duration.ofMillis(500))              // default; sessions of 1 to 10 s
                .serverProperty("maxClientCnxns", "200")       // any zoo.cfg line
                .systemProperty("zookeeper.snapCount", "1000") // any -D of the server JVMs
                .jvmArg("-Xmx256m")                            // any JVM option
                .start()) {
            ZkServer follower = zk.servers().stream().filter(s -> s.mode() == ZkMode.FOLLOWER).findFirst().get();
            follower.pause();    // SIGSTOP
            follower.resume();   // SIGCONT
            follower.restart();  // same ports, same data
        }
        // snippet:end
    }
}
