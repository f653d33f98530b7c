package io.zkwire.testkit;

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
        Thread.sleep(120_000); // the test kills this JVM long before
    }
}
