package io.zkwire.faults.harness;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What a fault schedule works with: the ensemble, the contending clients (the first ones behind proxies of their
 * own), a timeline to note what it did, and expectations of its own beyond the checker's.
 */
public final class Scene {

    /** How long a restarted server, or the ensemble, may take to serve again on a loaded machine. */
    static final Duration RECOVERY_LIMIT = Duration.ofSeconds(90);

    private final ZkEnsemble ensemble;
    private final List<Contestant> contestants;
    private final Timeline timeline;
    private final HarnessSettings settings;
    private final List<String> unmet = new ArrayList<>();
    private boolean noLossExpected;

    Scene(ZkEnsemble ensemble, List<Contestant> contestants, Timeline timeline, HarnessSettings settings) {
        this.ensemble = ensemble;
        this.contestants = List.copyOf(contestants);
        this.timeline = timeline;
        this.settings = settings;
    }

    ZkEnsemble ensemble() {
        return ensemble;
    }

    HarnessSettings settings() {
        return settings;
    }

    /** The client the faults aim at: the first one, which is behind proxies of its own. */
    Contestant target() {
        return contestants.get(0);
    }

    void note(String event) {
        timeline.note(event);
    }

    /** Lets the workload run on for a while: nothing to wait for but time itself. */
    void let(Duration time) throws InterruptedException {
        TimeUnit.NANOSECONDS.sleep(time.toNanos());
    }

    /** A requirement of this scenario beyond the checker's own; an unmet one is a violation. */
    void expect(boolean met, String requirement) {
        note((met ? "as expected: " : "NOT MET: ") + requirement);
        if (!met) {
            unmet.add(requirement);
        }
    }

    /** No holder of this run may get a lost signal (the faults are all survivable by the session). */
    void expectNoLostSignals() {
        noLossExpected = true;
    }

    /** The server the target talks to now, waiting (bounded) until it talks to one. */
    ZkServer targetServer() throws InterruptedException {
        int[] index = {-1};
        Waits.require(() -> (index[0] = target().connectedServer()) >= 0, RECOVERY_LIMIT,
                target().name() + " to be connected to a server");
        return ensemble.server(index[0]);
    }

    /** The session timeout the server granted the target. */
    Duration targetSessionTimeout() {
        return Duration.ofMillis(target().client().negotiatedSessionTimeoutMs());
    }

    /** Waits until the ensemble serves again, and notes it. */
    void awaitQuorum() {
        ensemble.awaitQuorum(RECOVERY_LIMIT);
        note("quorum again");
    }

    List<String> unmetExpectations() {
        return List.copyOf(unmet);
    }

    boolean noLossExpected() {
        return noLossExpected;
    }
}
