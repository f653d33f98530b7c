package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs one scenario once: clients contend for a mutex, a read-write lock and a semaphore while the fault schedule
 * runs; then the workload stops, the clean-up is watched (bounded waits), the clients close, and the checker judges.
 * Everything the run starts (clients, proxies, worker threads), it stops; servers the schedule left down are
 * started again.
 */
public final class ScenarioRunner {

    private static final Duration WORKER_STOP_LIMIT = Duration.ofSeconds(60);
    private static final Duration THREAD_END_LIMIT = Duration.ofSeconds(30);

    private final ZkEnsemble ensemble;
    private final HarnessSettings settings;

    public ScenarioRunner(ZkEnsemble ensemble, HarnessSettings settings) {
        this.ensemble = ensemble;
        this.settings = settings;
    }

    public SafetyReport run(Scenario scenario, int round) throws Exception {
        restoreServers();
        Map<String, Integer> threadsBefore = ThreadCensus.take();
        Timeline timeline = new Timeline();
        History history = new History();
        LockPaths paths = LockPaths.forRun(scenario.name(), round);
        List<String> stuck = new ArrayList<>();
        List<String> leftBefore;
        List<String> releasedLeft;
        List<String> leftAfter;
        Map<Primitive, List<LogEntry>> logs;
        Scene scene;
        try (ZkClient observer = observer()) {
            FencedRegister.createAll(observer, paths);
            List<Contestant> contestants = connectAll(history, paths);
            CountDownLatch stop = new CountDownLatch(1);
            try {
                scene = new Scene(ensemble, contestants, timeline, settings);
                long seed = scenario.name().hashCode() * 1_000L + round;
                for (int i = 0; i < contestants.size(); i++) {
                    contestants.get(i).startWorkers(stop, seed + 10L * i);
                }
                timeline.note("workload started (seed " + seed + ")");
                scene.let(settings.warmUp());
                try {
                    scenario.schedule().run(scene);
                } catch (Exception | AssertionError e) {
                    scene.expect(false, "the fault schedule runs to its end (it failed: " + e + ")");
                } finally {
                    restoreServers();
                }
                scene.let(settings.tail());
                stop.countDown();
                timeline.note("workload told to stop");
                for (Contestant contestant : contestants) {
                    stuck.addAll(contestant.awaitWorkers(WORKER_STOP_LIMIT));
                }
                leftBefore = LockDirectories.awaitEmpty(observer, paths, settings.reapLimit());
                timeline.note("lock directories checked with the clients open: " + leftBefore.size() + " node(s)");
            } finally {
                stop.countDown(); // already, unless something failed on the way
                contestants.forEach(Contestant::close);
            }
            releasedLeft = leftBefore.stream().filter(history.releasedNodes()::contains).toList();
            leftBefore = describe(observer, leftBefore);
            leftAfter = describe(observer, LockDirectories.awaitEmpty(observer, paths, settings.reapLimit()));
            timeline.note("clients closed; lock directories: " + leftAfter.size() + " node(s)");
            logs = readLogs(observer, paths);
        }
        Map<String, Integer> leaked = ThreadCensus.leftOver(threadsBefore, THREAD_END_LIMIT);
        return SafetyChecker.check(new RunRecord(scenario, round, timeline.elapsedSeconds(), settings,
                timeline.events(), history, logs, leftBefore, releasedLeft, leftAfter, leaked, stuck,
                scene.unmetExpectations(), scene.noLossExpected()));
    }

    /** A client of the harness's own, straight to the ensemble, for setting up and looking on. */
    private ZkClient observer() throws InterruptedException {
        ZkClient observer = Contestant.startClient(ensemble.connectString(), settings);
        if (!observer.blockUntilConnected(Scene.RECOVERY_LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
            observer.close();
            throw new AssertionError("the observer could not connect to " + ensemble.connectString());
        }
        return observer;
    }

    private List<Contestant> connectAll(History history, LockPaths paths) throws InterruptedException {
        List<Contestant> contestants = new ArrayList<>();
        try {
            for (int i = 0; i < settings.clients(); i++) {
                contestants.add(Contestant.connect("c" + i, ensemble, settings.proxied(i), settings, history, paths));
            }
            return contestants;
        } catch (InterruptedException | RuntimeException | AssertionError e) {
            contestants.forEach(Contestant::close);
            throw e;
        }
    }

    /** Starts any server a schedule left down, and waits for a quorum. */
    private void restoreServers() {
        for (ZkServer server : ensemble.servers()) {
            if (server.isPaused()) {
                server.resume();
            }
            if (!server.isRunning()) {
                server.start();
            }
        }
        ensemble.awaitQuorum(Scene.RECOVERY_LIMIT);
    }

    private static List<String> describe(ZkClient observer, List<String> nodes) {
        return nodes.stream().map(node -> LockDirectories.describe(observer, node)).toList();
    }

    private static Map<Primitive, List<LogEntry>> readLogs(ZkClient observer, LockPaths paths) throws Exception {
        Map<Primitive, List<LogEntry>> logs = new EnumMap<>(Primitive.class);
        for (Primitive primitive : Primitive.values()) {
            List<LogEntry> log = new ArrayList<>();
            try {
                observer.getChildren().forPath(paths.writeLog(primitive)).forEach(name -> log.add(LogEntry.parse(name)));
            } catch (KeeperException.NoNodeException e) {
                throw new AssertionError("the write log " + paths.writeLog(primitive) + " vanished", e);
            }
            log.sort((a, b) -> Long.compare(a.sequence(), b.sequence()));
            logs.put(primitive, log);
        }
        return logs;
    }
}
