package io.zkwire.faults.harness;

import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/** What every holder of one run did, collected from all threads; read by the checker once the run is over. */
final class History {

    /** An acquisition that did not end in a hold. */
    record Miss(Primitive primitive, Kind kind, String detail) {
        enum Kind {
            /** The acquisition's own deadline passed: it gave up, as asked. */
            TIMED_OUT,
            /** It failed (e.g. the connection stayed lost for too long). */
            FAILED,
            /** It did not complete long after its deadline: a hang. */
            HUNG
        }
    }

    private final Queue<Hold> holds = new ConcurrentLinkedQueue<>();
    private final Queue<FencedWrite> writes = new ConcurrentLinkedQueue<>();
    private final Queue<Miss> misses = new ConcurrentLinkedQueue<>();
    private final Set<String> releasedNodes = ConcurrentHashMap.newKeySet();
    private final Queue<String> hangs = new ConcurrentLinkedQueue<>();
    private final Queue<String> deaths = new ConcurrentLinkedQueue<>();

    void hold(Hold hold) {
        holds.add(hold);
    }

    void write(FencedWrite write) {
        writes.add(write);
    }

    void miss(Primitive primitive, Miss.Kind kind, String detail) {
        misses.add(new Miss(primitive, kind, detail));
    }

    /** Something the client promised to finish (a request, a release) that did not, long after its time. */
    void hang(String what) {
        hangs.add(what);
    }

    /** A worker that ended on an unexpected exception: the harness (or the recipe it drives) broke. */
    void died(String what) {
        deaths.add(what);
    }

    /** A node whose release (a guaranteed delete) was asked for. */
    void released(String node) {
        releasedNodes.add(node);
    }

    List<Hold> holds() {
        return List.copyOf(holds);
    }

    List<FencedWrite> writes() {
        return List.copyOf(writes);
    }

    List<Miss> misses() {
        return List.copyOf(misses);
    }

    List<String> hangs() {
        return List.copyOf(hangs);
    }

    List<String> deaths() {
        return List.copyOf(deaths);
    }

    Set<String> releasedNodes() {
        return Set.copyOf(releasedNodes);
    }
}
