package io.zkwire.faults.harness;

import java.util.List;
import java.util.Map;

/**
 * Everything one run left for the checker: what the holders recorded, what the server recorded, and what was
 * found afterwards.
 *
 * @param writeLogs            per recipe, the register's write log in commit order
 * @param leftBeforeClose      lock nodes (with owner) still there after the workload stopped and the reap limit
 *                             passed, with the clients still open: guaranteed deletes not carried out, or orphans
 * @param releasedStillPresent of those, the ones whose holder released them (asked for their guaranteed delete)
 * @param leftAfterClose       lock nodes still there after every client closed and the reap limit passed
 * @param leakedThreads        client or proxy threads alive beyond those before the run, by name prefix
 * @param stuckWorkers         worker threads that did not end when told to stop
 * @param unmetExpectations    the scenario's own requirements that were not met
 * @param noLossExpected       the scenario allows no lost signal at all
 */
record RunRecord(Scenario scenario, int round, double seconds, HarnessSettings settings, List<String> timeline,
        History history, Map<Primitive, List<LogEntry>> writeLogs, List<String> leftBeforeClose,
        List<String> releasedStillPresent, List<String> leftAfterClose, Map<String, Integer> leakedThreads, List<String> stuckWorkers,
        List<String> unmetExpectations, boolean noLossExpected) {
}
