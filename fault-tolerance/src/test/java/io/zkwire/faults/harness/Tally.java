package io.zkwire.faults.harness;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.faults.harness.History.Miss;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.LockLoss;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The counts of one recipe in one run. */
record Tally(Map<Role, Integer> grants, Map<Outcome, Integer> writes, int logged, Map<LockLoss.Reason, Integer> losses,
        Map<Miss.Kind, Integer> misses, int ignoringWritesAccepted, int ignoringWritesRefused) {

    static Tally of(Primitive primitive, History history, List<LogEntry> log) {
        Map<Role, Integer> grants = new EnumMap<>(Role.class);
        Map<LockLoss.Reason, Integer> losses = new EnumMap<>(LockLoss.Reason.class);
        for (Hold hold : history.holds()) {
            if (hold.primitive() == primitive) {
                grants.merge(hold.role(), 1, Integer::sum);
                if (hold.signalled()) {
                    losses.merge(hold.loss(), 1, Integer::sum);
                }
            }
        }
        Map<Outcome, Integer> writes = new EnumMap<>(Outcome.class);
        int ignoringAccepted = 0;
        int ignoringRefused = 0;
        for (FencedWrite write : history.writes()) {
            if (write.primitive() != primitive) {
                continue;
            }
            if (!write.afterLostSignal()) {
                writes.merge(write.outcome(), 1, Integer::sum);
            } else if (write.outcome() == Outcome.ACCEPTED) {
                ignoringAccepted++;
            } else {
                ignoringRefused++;
            }
        }
        Map<Miss.Kind, Integer> misses = new EnumMap<>(Miss.Kind.class);
        history.misses().stream().filter(miss -> miss.primitive() == primitive)
                .forEach(miss -> misses.merge(miss.kind(), 1, Integer::sum));
        return new Tally(grants, writes, log.size(), losses, misses, ignoringAccepted, ignoringRefused);
    }

    int totalGrants() {
        return grants.values().stream().mapToInt(Integer::intValue).sum();
    }

    int writes(Outcome outcome) {
        return writes.getOrDefault(outcome, 0);
    }

    int losses(LockLoss.Reason reason) {
        return losses.getOrDefault(reason, 0);
    }

    int misses(Miss.Kind kind) {
        return misses.getOrDefault(kind, 0);
    }
}
