package io.zkwire.faults.harness;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.faults.harness.History.Miss;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.LockLoss;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The verdict on one run, with the counts behind it; {@link #render()} is the readable report.
 *
 * @param lossMargins for each hold lost while another contender waited: how long before that contender's grant
 *                    the lost signal came (nanoseconds; the checker requires them positive)
 */
public record SafetyReport(RunRecord run, Map<Primitive, Tally> tallies, List<Long> lossMargins,
        List<Violation> violations) {

    private static final String ROW = "%-11s %8s %9s %6s %11s %6s %8s %9s %7s %13s %13s %10s %7s %5s%n";

    public boolean safe() {
        return violations.isEmpty();
    }

    public String title() {
        return run.scenario().name() + " (round " + run.round() + ")";
    }

    public String render() {
        StringBuilder out = new StringBuilder();
        HarnessSettings settings = run.settings();
        out.append("=== ").append(title()).append(": ").append(run.scenario().description()).append('\n');
        out.append(String.format(Locale.ROOT, "%.1f s; %s%n", run.seconds(), settings.describe()));
        run.timeline().forEach(event -> out.append("  ").append(event).append('\n'));
        out.append(String.format(Locale.ROOT, ROW, "recipe", "grants", "accepted", "stale", "not-holder", "raced",
                "unknown", "not-sent", "in-log", "lost-session", "lost-deleted", "timed-out", "failed", "hung"));
        tallies.forEach((primitive, tally) -> out.append(row(primitive, tally)));
        tallies.forEach((primitive, tally) -> {
            if (tally.ignoringWritesAccepted() + tally.ignoringWritesRefused() > 0) {
                out.append("  ").append(primitive.label()).append(": writes ignoring the lost signal: ")
                        .append(tally.ignoringWritesRefused()).append(" refused, ")
                        .append(tally.ignoringWritesAccepted()).append(" accepted\n");
            }
        });
        Map<String, Long> failures = run.history().misses().stream().filter(miss -> miss.kind() == Miss.Kind.FAILED)
                .collect(Collectors.groupingBy(miss -> shorten(miss.detail()), TreeMap::new, Collectors.counting()));
        failures.forEach((failure, count) -> out.append("  acquisition failed ").append(count).append("x: ")
                .append(failure).append('\n'));
        if (!lossMargins.isEmpty()) {
            out.append(String.format(Locale.ROOT, "lost signals before the next conflicting grant: %d, the closest"
                    + " %.1f ms before it%n", lossMargins.size(), lossMargins.stream().mapToLong(Long::longValue).min()
                    .getAsLong() / 1e6));
        }
        out.append(String.format(Locale.ROOT, "cleanup: %d releases; lock nodes left before close %d (released among"
                        + " them %d), after close %d; leaked threads %s; hangs %d%n",
                run.history().releasedNodes().size(), run.leftBeforeClose().size(), run.releasedStillPresent().size(),
                run.leftAfterClose().size(), run.leakedThreads().isEmpty() ? "none" : run.leakedThreads(),
                run.history().hangs().size()));
        out.append("violations: ").append(violations.size()).append('\n');
        violations.forEach(violation -> out.append("  VIOLATION ").append(violation).append('\n'));
        return out.toString();
    }

    private static String row(Primitive primitive, Tally tally) {
        String grants = tally.grants().size() > 1
                ? tally.grants().entrySet().stream().map(e -> e.getValue() + initial(e.getKey()))
                        .collect(Collectors.joining("+"))
                : Integer.toString(tally.totalGrants());
        return String.format(Locale.ROOT, ROW, primitive.label(), grants, tally.writes(Outcome.ACCEPTED),
                tally.writes(Outcome.REJECTED_STALE), tally.writes(Outcome.REJECTED_NOT_HOLDER),
                tally.writes(Outcome.RACED), tally.writes(Outcome.UNKNOWN), tally.writes(Outcome.NOT_SENT),
                tally.logged(), tally.losses(LockLoss.Reason.SESSION_LOST), tally.losses(LockLoss.Reason.NODE_DELETED),
                tally.misses(Miss.Kind.TIMED_OUT), tally.misses(Miss.Kind.FAILED), tally.misses(Miss.Kind.HUNG));
    }

    /** The failure's first line, without the node names that make every failure different. */
    private static String shorten(String detail) {
        String firstLine = detail.lines().findFirst().orElse("");
        return firstLine.replaceAll("/ft/[^ ]*", "<path>");
    }

    private static String initial(Role role) {
        return role.name().substring(0, 1).toLowerCase(Locale.ROOT);
    }
}
