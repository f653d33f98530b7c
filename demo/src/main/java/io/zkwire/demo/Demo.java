package io.zkwire.demo;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import io.zkwire.recipes.locks.Lease;
import io.zkwire.testkit.ZkEnsemble;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * The zkwire demo: workers, each with its own ZooKeeper session, contend for an {@link InterProcessMutex}
 * and then for a 3-lease {@link InterProcessSemaphoreV2}. Every grant is printed with its holder and
 * fencing token; a latency summary and a leftover-node check follow.
 *
 * <p>Usage: {@code Demo [--connect host:port[,host:port]]} (or {@code -Dzk.connect=...}). Without one it
 * starts a real ZooKeeper 3.9.5 in a separate JVM through zk-testkit and stops it at the end.
 */
public final class Demo {
    static final int WORKERS = 4;
    static final int ROUNDS = 4;
    static final int LEASES = 3;
    private static final long HOLD_MS = 25;
    private static final int SESSION_TIMEOUT_MS = 10_000;
    // zkwire logs through System.Logger, which goes to java.util.logging unless the application routes it
    // elsewhere; the demo keeps session chatter off its output (a static field: JUL holds loggers weakly).
    private static final java.util.logging.Logger ZKWIRE_LOG = java.util.logging.Logger.getLogger("io.zkwire");

    private Demo() {}

    public static void main(String[] args) throws Exception {
        String connect = connectArgument(args);
        if (!Boolean.getBoolean("demo.verbose")) {
            ZKWIRE_LOG.setLevel(java.util.logging.Level.WARNING);
        }
        ZkEnsemble embedded = null;
        if (connect == null) {
            System.out.println("No --connect given: starting an embedded ZooKeeper " + ZkEnsemble.DEFAULT_VERSION
                    + " (a separate JVM, through zk-testkit)...");
            embedded = ZkEnsemble.standalone().start();
            connect = embedded.connectString();
        }
        boolean ok;
        try {
            ok = run(connect);
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
        System.exit(ok ? 0 : 1);
    }

    private static String connectArgument(String[] args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--connect") && i + 1 < args.length) {
                return args[i + 1];
            }
            if (!args[i].isBlank()) {
                throw new IllegalArgumentException("unknown argument '" + args[i] + "'; usage: Demo [--connect host:port]");
            }
        }
        String property = System.getProperty("zk.connect");
        return property == null || property.isBlank() ? null : property;
    }

    private static boolean run(String connect) throws Exception {
        System.out.println("ZooKeeper at " + connect + "; " + WORKERS + " workers, one session each\n");
        String base = "/zkwire-demo/" + UUID.randomUUID();
        List<ZkClient> sessions = new ArrayList<>();
        try {
            for (int i = 0; i < WORKERS; i++) {
                sessions.add(connect(connect));
            }
            Contest mutex = new Contest("mutex", 1);
            mutex.run(sessions, ROUNDS, (client, worker, round) -> {
                InterProcessMutex lock = new InterProcessMutex(client, base + "/mutex");
                return mutex.timeGrant(worker, lock::acquire, lock::fencingToken, HOLD_MS, lock::release);
            });
            Contest semaphore = new Contest("semaphore", LEASES);
            semaphore.run(sessions, ROUNDS, (client, worker, round) -> {
                InterProcessSemaphoreV2 pool = new InterProcessSemaphoreV2(client, base + "/pool", LEASES);
                Lease[] lease = new Lease[1];
                return semaphore.timeGrant(worker, () -> lease[0] = pool.acquire(), () -> lease[0].fencingToken(),
                        HOLD_MS, () -> lease[0].close());
            });
            System.out.println();
            mutex.printSummary();
            semaphore.printSummary();
            // A release returns once its delete is sent; a sync through each session is answered only
            // after that session's deletes, so the count below sees all of them applied.
            for (ZkClient session : sessions) {
                session.sync(base);
            }
            int left = LeftoverNodes.count(sessions.get(0), base);
            System.out.printf("lock nodes left under %s after release: %d%n", base, left);
            sessions.get(0).delete().deletingChildrenIfNeeded().quietly().forPath(base);
            return mutex.exclusive() && semaphore.exclusive() && left == 0;
        } finally {
            sessions.forEach(ZkClient::close);
        }
    }

    private static ZkClient connect(String connect) throws InterruptedException {
        ZkClient client = ZkClient.builder()
                .connectString(connect)
                .sessionTimeoutMs(SESSION_TIMEOUT_MS)
                .retryPolicy(new ExponentialBackoffRetry(100, 3))
                .build();
        client.start();
        if (!client.blockUntilConnected(20, TimeUnit.SECONDS)) {
            client.close();
            throw new IllegalStateException("could not connect to ZooKeeper at " + connect);
        }
        return client;
    }
}
