package io.zkwire.faults.harness;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.recipes.locks.LockLoss;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

/** The fault schedules. Each restores what it breaks; the checker then judges the run (see {@link SafetyChecker}). */
public final class Scenarios {

    private static final Duration DOWN_TIME = Duration.ofSeconds(3);
    private static final Duration SETTLE = Duration.ofSeconds(1);
    private static final Duration CUT_LIMIT = Duration.ofSeconds(30);
    private static final int CUTS_PER_REPEAT = 3;
    private static final int CREATE2 = 15;
    private static final Duration STUCK = Duration.ofSeconds(120);

    private Scenarios() {
    }

    /** Servers killed, restarted or paused. */
    public static List<Scenario> serverFaults() {
        return List.of(LEADER_KILL, CONNECTED_SERVER_KILL, SERVER_RESTART, ROLLING_RESTART, SERVER_PAUSE);
    }

    /** Connections partitioned, stuck or reset while the servers run. */
    public static List<Scenario> networkFaults() {
        return List.of(PARTITION_LONGER_THAN_SESSION, REQUESTS_STUCK_NOTIFICATIONS_FLOWING,
                PARTITION_SHORTER_THAN_SESSION, RESET_BETWEEN_CREATE_AND_REPLY);
    }

    static final Scenario LEADER_KILL = new Scenario("leader-kill",
            "SIGKILL of the leader; the other two elect a new one; the old leader is started again 3 s later.",
            repeated(scene -> {
                ZkServer leader = scene.ensemble().killLeader();
                scene.note("killed the leader, server " + leader.id());
                scene.let(DOWN_TIME);
                leader.start();
                scene.note("server " + leader.id() + " started again");
                scene.awaitQuorum();
            }));

    static final Scenario CONNECTED_SERVER_KILL = new Scenario("connected-server-kill",
            "SIGKILL of the server the target client is connected to while it holds the mutex; the client moves to"
                    + " another server; the killed one is started again 3 s later.",
            repeated(scene -> {
                Holding pinned = scene.target().pinMutex();
                ZkServer server = scene.targetServer();
                server.kill();
                scene.note("killed server " + server.id() + ", the target's, while it holds the mutex");
                scene.let(DOWN_TIME);
                server.start();
                scene.note("server " + server.id() + " started again");
                scene.awaitQuorum();
                scene.note("the target's hold " + (pinned.isLost() ? "was lost" : "survived"));
                pinned.finish();
            }));

    static final Scenario PARTITION_LONGER_THAN_SESSION = new Scenario("partition-longer-than-session",
            "The target client, holding the mutex, is blackholed (all its proxies) until the servers have expired"
                    + " its session; it must get the lost signal (SESSION_LOST) before anyone else gets the mutex,"
                    + " and a fenced write it then tries anyway must be refused.",
            repeated(scene -> {
                Holding pinned = scene.target().pinMutex();
                Duration timeout = scene.targetSessionTimeout();
                scene.note("the target holds the mutex; blackholed until its " + timeout.toMillis()
                        + " ms session expires");
                scene.target().proxies().expireSessions(timeout);
                scene.note("the servers expired the target's session; partition healed");
                LockLoss loss = pinned.awaitLoss(scene.settings().hangLimit());
                scene.expect(loss != null && loss.reason() == LockLoss.Reason.SESSION_LOST,
                        "the target's hold got the lost signal SESSION_LOST (got " + loss + ")");
                Waits.require(() -> scene.target().client().isConnected()
                                && scene.target().client().sessionId() != pinned.sessionAtGrant(),
                        Scene.RECOVERY_LIMIT, "the target to connect again, with a new session");
                Outcome ignoring = pinned.write(true);
                scene.expect(ignoring != Outcome.ACCEPTED,
                        "a fenced write ignoring the lost signal is refused (" + ignoring + ")");
                pinned.finish();
            }));

    static final Scenario REQUESTS_STUCK_NOTIFICATIONS_FLOWING = new Scenario("requests-stuck-notifications-flowing",
            "The target client holds the mutex and has a persistent watch on a node another session updates every"
                    + " 150 ms; then its requests are delayed 120 s on the way to the servers while replies and"
                    + " notifications still arrive (400 ms late), until the servers expired its session. The"
                    + " notifications must not keep the session \"alive\": the target must get SESSION_LOST before"
                    + " anyone else gets the mutex.",
            repeated(scene -> {
                Holding pinned = scene.target().pinMutex();
                Duration timeout = scene.targetSessionTimeout();
                try (Feed feed = Feed.start(scene)) {
                    scene.target().proxies().set(Fault.delay(STUCK, Duration.ofMillis(400)));
                    scene.note("the target holds the mutex and hears a feed every 150 ms; its requests are stuck");
                    LockLoss loss = pinned.awaitLoss(timeout.multipliedBy(2));
                    scene.expect(loss != null && loss.reason() == LockLoss.Reason.SESSION_LOST,
                            "the target's hold got the lost signal SESSION_LOST (got " + loss + ")");
                    // The servers expire the session within a tick of its timeout after the last request arrived.
                    scene.let(timeout);
                    scene.target().proxies().reset();
                    scene.target().proxies().set(Fault.pass());
                    scene.note("the stuck connection was reset; no fault");
                }
                Waits.require(() -> scene.target().client().isConnected()
                                && scene.target().client().sessionId() != pinned.sessionAtGrant(),
                        Scene.RECOVERY_LIMIT, "the target to connect again, with a new session");
                pinned.finish();
            }));

    static final Scenario PARTITION_SHORTER_THAN_SESSION = new Scenario("partition-shorter-than-session",
            "The target client, holding the mutex, is blackholed for a quarter of its session timeout; it must"
                    + " keep the lock: no lost signal (for anyone), the same session, and its next fenced write"
                    + " accepted.",
            withNoLostSignals(repeated(scene -> {
                Holding pinned = scene.target().pinMutex();
                Duration blackout = scene.targetSessionTimeout().dividedBy(4);
                scene.target().proxies().set(Fault.blackhole(), blackout);
                scene.note("the target holds the mutex; blackholed for " + blackout.toMillis() + " ms");
                Waits.require(() -> scene.target().proxies().proxies().stream()
                                .allMatch(proxy -> proxy.fault() instanceof Fault.Pass),
                        blackout.plus(Scene.RECOVERY_LIMIT), "the partition to heal");
                Waits.require(scene.target().client()::isConnected, Scene.RECOVERY_LIMIT,
                        "the target to be connected");
                scene.note("partition healed");
                Outcome write = writeUntilAnswered(pinned);
                scene.expect(write == Outcome.ACCEPTED, "the target's fenced write is accepted (" + write + ")");
                scene.expect(!pinned.isLost(), "the target's hold got no lost signal");
                scene.expect(scene.target().client().sessionId() == pinned.sessionAtGrant(),
                        "the target kept its session");
                pinned.finish();
            })));

    static final Scenario RESET_BETWEEN_CREATE_AND_REPLY = new Scenario("reset-between-create-and-reply",
            "The target's connection is reset after the server executed a lock node's create2 but before its reply"
                    + " arrives (the proxy's cut), three times per repeat; the protected create must find its node"
                    + " again or delete it: no orphan.",
            scene -> {
                int cuts = 0;
                for (int i = 0; i < scene.settings().faultRepeats() * CUTS_PER_REPEAT; i++) {
                    ZkServer server = scene.targetServer();
                    FaultProxy proxy = scene.target().proxies().proxy(scene.ensemble().servers().indexOf(server));
                    CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(CREATE2));
                    try {
                        Frame request = Waits.get(cut, CUT_LIMIT);
                        cuts++;
                        scene.note("reset the target's connection to server " + server.id() + " after create2 xid "
                                + request.xid() + " was executed, before its reply");
                    } catch (ExecutionException e) {
                        scene.note("no cut this time: " + e.getCause().getMessage());
                    } catch (TimeoutException e) {
                        scene.note("no create2 came through server " + server.id() + "'s proxy within " + CUT_LIMIT);
                        break; // the cut stays armed on that proxy until it closes
                    }
                    scene.let(SETTLE);
                }
                scene.expect(cuts > 0, "at least one create2 was cut from its reply (" + cuts + ")");
            });

    static final Scenario SERVER_RESTART = new Scenario("server-restart",
            "The server the target client is connected to is restarted (SIGTERM, then started again on the same"
                    + " ports and data).",
            repeated(scene -> {
                ZkServer server = scene.targetServer();
                scene.note("restarting server " + server.id() + ", the target's");
                server.restart();
                scene.note("server " + server.id() + " restarted");
                scene.awaitQuorum();
            }));

    static final Scenario ROLLING_RESTART = new Scenario("rolling-restart",
            "All three servers restarted one after the other, followers first, the leader last, a quorum before"
                    + " each next step, 1 s apart.",
            repeated(scene -> {
                scene.note("rolling restart begins");
                scene.ensemble().rollingRestart(SETTLE);
                scene.note("rolling restart done");
            }));

    static final Scenario SERVER_PAUSE = new Scenario("server-pause",
            "The server the target client is connected to is frozen (SIGSTOP) for a session timeout, as in a long"
                    + " GC pause, then let run on (SIGCONT).",
            repeated(scene -> {
                ZkServer server = scene.targetServer();
                server.pause();
                scene.note("paused server " + server.id() + ", the target's");
                scene.let(scene.targetSessionTimeout());
                server.resume();
                scene.note("resumed server " + server.id());
                scene.awaitQuorum();
            }));

    /** The step, as often as the settings say, with the workload running on alone for a moment after each. */
    private static Scenario.Schedule repeated(Scenario.Schedule step) {
        return scene -> {
            for (int i = 0; i < scene.settings().faultRepeats(); i++) {
                step.run(scene);
                scene.let(SETTLE);
            }
        };
    }

    /** The schedule, where no holder may get a lost signal at all. */
    private static Scenario.Schedule withNoLostSignals(Scenario.Schedule schedule) {
        return scene -> {
            scene.expectNoLostSignals();
            schedule.run(scene);
        };
    }

    /** A write whose reply was lost (the connection dropped just then) is tried again, a few times. */
    private static Outcome writeUntilAnswered(Holding pinned) throws InterruptedException {
        Outcome outcome = pinned.write(false);
        for (int i = 0; i < 3 && (outcome == Outcome.UNKNOWN || outcome == Outcome.NOT_SENT); i++) {
            outcome = pinned.write(false);
        }
        return outcome;
    }
}
