package io.zkwire.testkit;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Main class of a stand-in test JVM for {@link NeverOutlivesTheTestJvmTest}: starts a standalone server, prints
 * its pid and directory, never closes it, and then waits to be killed or exits, as its argument says.
 */
public final class OrphanHarness {
    private OrphanHarness() {
    }

    public static void main(String[] args) throws Exception {
        ZkServer server = ZkEnsemble.standalone().start().server(0);
        System.out.println("pid=" + server.pid() + " dir=" + server.directory().getParent());
        System.out.flush();
        if ("exit".equals(args[0])) {
            System.exit(0);
        }
        // the test kills this JVM long before; should the test JVM die first, its end of our stdin closes
        CountDownLatch testJvmGone = new CountDownLatch(1);
        Thread watcher = new Thread(() -> {
            try {
                while (System.in.read() != -1) {
                    // nothing is sent; only the end matters
                }
            } catch (IOException e) {
                // a broken pipe is an end too
            }
            testJvmGone.countDown();
        }, "stdin-watcher");
        watcher.setDaemon(true);
        watcher.start();
        testJvmGone.await(120, TimeUnit.SECONDS);
    }
}
