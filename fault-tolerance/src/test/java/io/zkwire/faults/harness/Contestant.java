package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.ProxiedEnsemble;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One contending process, as it were: a client with a session of its own (behind proxies of its own, or direct to
 * the ensemble), its lock objects, its register writer, and one worker thread per recipe.
 */
final class Contestant implements AutoCloseable {

    private static final Duration CONNECT_LIMIT = Duration.ofSeconds(60);

    private final String name;
    private final ZkClient client;
    private final ProxiedEnsemble proxies;
    private final HarnessSettings settings;
    private final History history;
    private final Locks locks;
    private final FencedRegister register;
    private final List<Thread> workers = new ArrayList<>();

    private Contestant(String name, ZkClient client, ProxiedEnsemble proxies, HarnessSettings settings,
            History history, LockPaths paths) {
        this.name = name;
        this.client = client;
        this.proxies = proxies;
        this.settings = settings;
        this.history = history;
        this.locks = new Locks(client, paths, settings.maxLeases());
        this.register = new FencedRegister(client, paths, name, settings.hangLimit());
    }

    /** A started, connected client; through proxies of its own if {@code proxied}. */
    static Contestant connect(String name, ZkEnsemble ensemble, boolean proxied, HarnessSettings settings,
            History history, LockPaths paths) throws InterruptedException {
        ProxiedEnsemble proxies = proxied ? ProxiedEnsemble.of(ensemble) : null;
        ZkClient client = startClient(proxied ? proxies.connectString() : ensemble.connectString(), settings);
        if (!client.blockUntilConnected(CONNECT_LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
            client.close();
            if (proxies != null) {
                proxies.close();
            }
            throw new AssertionError(name + " did not connect within " + CONNECT_LIMIT);
        }
        return new Contestant(name, client, proxies, settings, history, paths);
    }

    /**
     * A client as the harness configures them all: short session, short connection timeout, and no allowance
     * for a follower cut off from its leader. The scenarios never partition servers from one another
     * (CutOffFollowerTest does, with the default), and a 4 s session cannot both allow for the kit's follower
     * lag and ride out the quarter-session blackout of partition-shorter-than-session (docs/contributing/fault-tolerance.md,
     * "The lost rule").
     */
    static ZkClient startClient(String connectString, HarnessSettings settings) {
        ZkClient client = ZkClient.builder()
                .connectString(connectString)
                .sessionTimeoutMs((int) settings.sessionTimeout().toMillis())
                .connectionTimeoutMs((int) settings.connectionTimeout().toMillis())
                .retryPolicy(new RetryNTimes(3, 500))
                .ignoreFollowerLag()
                .build();
        client.start();
        return client;
    }

    void startWorkers(CountDownLatch stop, long seed) {
        for (Primitive primitive : Primitive.values()) {
            Thread worker = new Thread(new Worker(this, primitive, stop, new Random(seed + primitive.ordinal())),
                    "ft-" + name + "-" + primitive.label());
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
    }

    /** Waits for the workers to end (they were told to stop); the names of those still running. */
    List<String> awaitWorkers(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        List<String> running = new ArrayList<>();
        for (Thread worker : workers) {
            worker.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (worker.isAlive()) {
                running.add(worker.getName());
            }
        }
        return running;
    }

    /** Takes the mutex for a hold the fault schedule controls (it writes and finishes when told). */
    Holding pinMutex() throws Exception {
        Optional<Acquisition> acquired;
        try {
            acquired = Waits.get(locks.acquire(Role.EXCLUSIVE, settings.hangLimit()), settings.hangLimit());
        } catch (TimeoutException | ExecutionException e) {
            throw new AssertionError(name + " could not take the mutex for the fault schedule", e);
        }
        Acquisition held = acquired.orElseThrow(() -> new AssertionError(name + " could not take the mutex within "
                + settings.hangLimit()));
        return Holding.begin(this, Primitive.MUTEX, Role.EXCLUSIVE, held, System.nanoTime());
    }

    /** The index of the server this client talks to now (through its proxies), or -1 if it is not connected. */
    int connectedServer() {
        if (proxies == null) {
            throw new IllegalStateException(name + " is not behind proxies: the harness cannot tell its server");
        }
        return proxies.relayingServer();
    }

    String name() {
        return name;
    }

    ZkClient client() {
        return client;
    }

    ProxiedEnsemble proxies() {
        return proxies;
    }

    HarnessSettings settings() {
        return settings;
    }

    History history() {
        return history;
    }

    Locks locks() {
        return locks;
    }

    FencedRegister register() {
        return register;
    }

    /** Closes the client (its session ends, and its ephemeral nodes with it) and then its proxies. */
    @Override
    public void close() {
        try {
            client.close();
        } finally {
            if (proxies != null) {
                proxies.close();
            }
        }
    }
}
