package io.zkwire.faults.harness;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.faults.harness.History.Miss;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Judges one run. The guarantees checked, each a kind of {@link Violation}:
 * <ul>
 *   <li>no fenced write with a stale token was accepted: the register's log, in commit order, never goes back to a
 *       smaller token; and the holders' view of their writes agrees with the log;</li>
 *   <li>every holder that lost its lock got the lost signal, before the next conflicting holder's grant;</li>
 *   <li>holders that honour the lost signal never overlap (for the semaphore: never more than maxLeases);</li>
 *   <li>no lock node is left, before the clients close (every guaranteed delete was carried out) nor after;</li>
 *   <li>no client or proxy thread outlives its close; nothing hangs;</li>
 *   <li>the scenario's own requirements were met.</li>
 * </ul>
 */
final class SafetyChecker {

    private final RunRecord run;
    private final List<Hold> holds;
    private final List<Violation> violations = new ArrayList<>();
    /** For each lost hold with a next conflicting holder: how long before that grant the signal came. */
    private final List<Long> margins = new ArrayList<>();

    private SafetyChecker(RunRecord run) {
        this.run = run;
        this.holds = run.history().holds();
    }

    static SafetyReport check(RunRecord run) {
        SafetyChecker checker = new SafetyChecker(run);
        Map<Primitive, Tally> tallies = new EnumMap<>(Primitive.class);
        for (Primitive primitive : Primitive.values()) {
            List<LogEntry> log = run.writeLogs().getOrDefault(primitive, List.of());
            tallies.put(primitive, Tally.of(primitive, run.history(), log));
            checker.checkWriteLog(primitive, log);
        }
        checker.checkTokens();
        checker.checkLostSignals();
        checker.checkOverlaps();
        checker.checkCleanup();
        return new SafetyReport(run, tallies, checker.margins, checker.violations);
    }

    private void violation(String check, String detail) {
        violations.add(new Violation(check, detail));
    }

    /** The log is the server's truth: tokens never decrease, and it matches what the holders were told. */
    private void checkWriteLog(Primitive primitive, List<LogEntry> log) {
        long largest = 0;
        Map<String, Integer> logged = new HashMap<>();
        for (LogEntry entry : log) {
            if (entry.token() < largest) {
                violation("stale token accepted", primitive.label() + ": write " + entry.sequence() + " by "
                        + entry.client() + " with token " + hex(entry.token()) + " after token " + hex(largest));
            }
            largest = Math.max(largest, entry.token());
            logged.merge(entry.client() + "/" + hex(entry.token()), 1, Integer::sum);
        }
        Map<String, int[]> told = new HashMap<>(); // {accepted, unknown}
        for (FencedWrite write : run.history().writes()) {
            if (write.primitive() == primitive) {
                int[] counts = told.computeIfAbsent(write.client() + "/" + hex(write.token()), key -> new int[2]);
                counts[0] += write.outcome() == Outcome.ACCEPTED ? 1 : 0;
                counts[1] += write.outcome() == Outcome.UNKNOWN ? 1 : 0;
            }
        }
        told.forEach((writer, counts) -> {
            int inLog = logged.getOrDefault(writer, 0);
            if (inLog < counts[0] || inLog > counts[0] + counts[1]) {
                violation("holders and register disagree", primitive.label() + " " + writer + ": " + counts[0]
                        + " writes reported accepted and " + counts[1] + " unknown, but " + inLog + " in the log");
            }
        });
        logged.keySet().stream().filter(writer -> !told.containsKey(writer)).forEach(writer -> violation(
                "holders and register disagree", primitive.label() + " " + writer + " is in the log but never wrote"));
    }

    /** The fencing token is the lock node's czxid, as the server reports it. */
    private void checkTokens() {
        holds.stream().filter(hold -> hold.nodeCzxid() >= 0 && hold.nodeCzxid() != hold.token()).forEach(hold ->
                violation("fencing token is not the node's czxid", hold + ": czxid " + hex(hold.nodeCzxid())));
    }

    private void checkLostSignals() {
        for (Hold lost : holds) {
            if (run.noLossExpected() && lost.signalled()) {
                violation("lost signal where none may come", lost + ": " + lost.loss());
            }
            if (!lost.lossEvident()) {
                continue;
            }
            if (!lost.signalled()) {
                violation("lock lost without a lost signal", lost + ": session at end 0x"
                        + Long.toHexString(lost.sessionAtEnd()) + ", own node gone seen " + lost.nodeGoneSeen());
                continue;
            }
            if (lost.primitive() == Primitive.SEMAPHORE) {
                continue; // no single next holder; the lease count below covers it
            }
            Optional<Hold> next = nextConflicting(lost);
            if (next.isEmpty()) {
                continue;
            }
            long margin = next.get().grantNanos() - lost.lostNanos();
            margins.add(margin);
            if (margin <= 0) {
                violation("lost signal after the next holder's grant", lost + " was told " + lost.loss() + " "
                        + millis(-margin) + " after " + next.get() + " was granted");
            }
        }
    }

    /** The first holder granted after {@code lost} in lock order (a larger token) that could not share with it. */
    private Optional<Hold> nextConflicting(Hold lost) {
        return holds.stream()
                .filter(hold -> hold.primitive() == lost.primitive() && hold.token() > lost.token()
                        && hold.role().conflictsWith(lost.role()))
                .min(Comparator.comparingLong(Hold::grantNanos));
    }

    private void checkOverlaps() {
        for (int i = 0; i < holds.size(); i++) {
            Hold a = holds.get(i);
            for (int j = i + 1; j < holds.size(); j++) {
                Hold b = holds.get(j);
                if (a.primitive() == b.primitive() && a.primitive() != Primitive.SEMAPHORE
                        && a.role().conflictsWith(b.role()) && a.overlaps(b)) {
                    violation("overlapping holders", a + " and " + b + " held together for "
                            + millis(Math.min(a.endNanos(), b.endNanos()) - Math.max(a.startNanos(), b.startNanos())));
                }
            }
        }
        checkLeaseCount();
    }

    /** Sweeps the lease holds in time order: never more than maxLeases at once. */
    private void checkLeaseCount() {
        List<long[]> edges = new ArrayList<>(); // {time, +1 or -1}; an end before a start at the same time
        holds.stream().filter(hold -> hold.primitive() == Primitive.SEMAPHORE).forEach(hold -> {
            edges.add(new long[] {hold.startNanos(), 1});
            edges.add(new long[] {hold.endNanos(), -1});
        });
        edges.sort(Comparator.<long[]>comparingLong(edge -> edge[0]).thenComparingLong(edge -> edge[1]));
        int holding = 0;
        int worst = 0;
        for (long[] edge : edges) {
            holding += (int) edge[1];
            worst = Math.max(worst, holding);
        }
        if (worst > run.settings().maxLeases()) {
            violation("too many leases", worst + " semaphore holders at once, of " + run.settings().maxLeases());
        }
    }

    private void checkCleanup() {
        run.leftBeforeClose().forEach(node -> violation("lock node left while its clients were still open", node));
        run.releasedStillPresent().forEach(node -> violation("guaranteed delete not carried out", node));
        run.leftAfterClose().forEach(node -> violation("lock node left after every client closed", node));
        run.leakedThreads().forEach((prefix, count) ->
                violation("leaked threads", count + " thread(s) named " + prefix + "* outlived the run"));
        run.stuckWorkers().forEach(worker -> violation("worker did not stop", worker));
        run.history().hangs().forEach(what -> violation("hang", what));
        run.history().deaths().forEach(what -> violation("worker died", what));
        run.history().misses().stream().filter(miss -> miss.kind() == Miss.Kind.HUNG)
                .forEach(miss -> violation("acquisition hung", miss.primitive().label() + ": " + miss.detail()));
        run.unmetExpectations().forEach(requirement -> violation("scenario requirement", requirement));
    }

    private static String hex(long value) {
        return "0x" + Long.toHexString(value);
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }
}
