package io.zkwire.faults.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.LockLoss;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checker alone, on made-up histories: each guarantee it checks is caught when broken, and only then. */
class SafetyCheckerTest {

    private static final long SESSION = 0x100;
    private static final long MS = 1_000_000;

    private final History history = new History();
    private final Map<Primitive, List<LogEntry>> logs = new EnumMap<>(Primitive.class);
    private final List<String> leftBefore = new ArrayList<>();
    private final List<String> unmet = new ArrayList<>();
    private boolean noLossExpected;

    /** A hold held from {@code start} to {@code end} ms, released normally, token = czxid. */
    private static Hold hold(Primitive primitive, Role role, String client, long token, long start, long end) {
        return new Hold(primitive, role, client, "/n" + token, token, token, SESSION, SESSION, start * MS, start * MS,
                end * MS, null, -1, false);
    }

    /** A hold whose lost signal came at {@code lostAt} ms (its use ended then). */
    private static Hold lostHold(long token, long start, long lostAt, long sessionAtEnd) {
        return new Hold(Primitive.MUTEX, Role.EXCLUSIVE, "a", "/n" + token, token, token, SESSION, sessionAtEnd,
                start * MS, start * MS, lostAt * MS, LockLoss.Reason.SESSION_LOST, lostAt * MS, false);
    }

    private void acceptedWrite(Primitive primitive, String client, long token, long sequence) {
        history.write(new FencedWrite(primitive, client, token, Outcome.ACCEPTED, false));
        logs.computeIfAbsent(primitive, p -> new ArrayList<>()).add(new LogEntry(token, client, sequence));
    }

    private SafetyReport check() {
        return SafetyChecker.check(new RunRecord(Scenarios.LEADER_KILL, 1, 1.0, HarnessSettings.CI, List.of(),
                history, logs, leftBefore, List.of(), List.of(), Map.of(), List.of(), unmet, noLossExpected));
    }

    private List<String> checksFailed() {
        return check().violations().stream().map(Violation::check).toList();
    }

    @Test
    void anOrderlyRunHasNoViolation() {
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "a", 10, 0, 100));
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "b", 20, 100, 200));
        history.hold(hold(Primitive.READ_WRITE, Role.READ, "a", 11, 0, 100));
        history.hold(hold(Primitive.READ_WRITE, Role.READ, "b", 12, 50, 150));
        history.hold(hold(Primitive.SEMAPHORE, Role.LEASE, "a", 13, 0, 100));
        history.hold(hold(Primitive.SEMAPHORE, Role.LEASE, "b", 14, 0, 100));
        acceptedWrite(Primitive.MUTEX, "a", 10, 1);
        acceptedWrite(Primitive.MUTEX, "b", 20, 2);
        history.write(new FencedWrite(Primitive.SEMAPHORE, "a", 13, Outcome.REJECTED_STALE, false));

        SafetyReport report = check();

        assertTrue(report.safe(), report::render);
        assertEquals(2, report.tallies().get(Primitive.MUTEX).totalGrants());
    }

    @Test
    void overlappingExclusiveHoldsAreCaught() {
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "a", 10, 0, 100));
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "b", 20, 99, 200));

        assertEquals(List.of("overlapping holders"), checksFailed());
    }

    @Test
    void aWriterMustNotOverlapAReaderButReadersShare() {
        history.hold(hold(Primitive.READ_WRITE, Role.READ, "a", 10, 0, 100));
        history.hold(hold(Primitive.READ_WRITE, Role.READ, "b", 11, 0, 100));
        history.hold(hold(Primitive.READ_WRITE, Role.WRITE, "c", 12, 50, 150));

        assertEquals(List.of("overlapping holders", "overlapping holders"), checksFailed());
    }

    @Test
    void moreLeaseHoldersThanLeasesAreCaught() {
        for (int i = 0; i <= HarnessSettings.CI.maxLeases(); i++) {
            history.hold(hold(Primitive.SEMAPHORE, Role.LEASE, "c" + i, 10 + i, i, 100));
        }

        assertEquals(List.of("too many leases"), checksFailed());
    }

    @Test
    void aSmallerTokenAcceptedAfterALargerOneIsCaught() {
        acceptedWrite(Primitive.MUTEX, "b", 20, 1);
        acceptedWrite(Primitive.MUTEX, "a", 10, 2);

        assertEquals(List.of("stale token accepted"), checksFailed());
    }

    @Test
    void aWriteTheHolderWasToldWasRefusedButTheLogHasIsCaught() {
        history.write(new FencedWrite(Primitive.MUTEX, "a", 10, Outcome.REJECTED_NOT_HOLDER, false));
        logs.put(Primitive.MUTEX, List.of(new LogEntry(10, "a", 1)));

        assertEquals(List.of("holders and register disagree"), checksFailed());
    }

    @Test
    void aWriteOfUnknownOutcomeMayOrMayNotBeInTheLog() {
        history.write(new FencedWrite(Primitive.MUTEX, "a", 10, Outcome.UNKNOWN, false));
        history.write(new FencedWrite(Primitive.MUTEX, "b", 20, Outcome.UNKNOWN, false));
        logs.put(Primitive.MUTEX, List.of(new LogEntry(10, "a", 1)));

        assertTrue(check().safe(), check()::render);
    }

    @Test
    void aLostSignalAfterTheNextGrantIsCaught() {
        history.hold(lostHold(10, 0, 150, SESSION + 1));
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "b", 20, 160, 200).withGrantAt(140 * MS));

        assertEquals(List.of("lost signal after the next holder's grant"), checksFailed());
    }

    @Test
    void aLostSignalBeforeTheNextGrantIsFine() {
        history.hold(lostHold(10, 0, 150, SESSION + 1));
        history.hold(hold(Primitive.MUTEX, Role.EXCLUSIVE, "b", 20, 160, 200));

        assertTrue(check().safe(), check()::render);
    }

    @Test
    void aSessionThatChangedUnderAHoldWithoutASignalIsCaught() {
        history.hold(new Hold(Primitive.MUTEX, Role.EXCLUSIVE, "a", "/n10", 10, 10, SESSION, SESSION + 1, 0, 0,
                100 * MS, null, -1, false));

        assertEquals(List.of("lock lost without a lost signal"), checksFailed());
    }

    @Test
    void anyLostSignalIsCaughtWhereNoneMayCome() {
        noLossExpected = true;
        history.hold(lostHold(10, 0, 150, SESSION));

        assertEquals(List.of("lost signal where none may come"), checksFailed());
    }

    @Test
    void aTokenThatIsNotTheNodesCzxidIsCaught() {
        history.hold(new Hold(Primitive.MUTEX, Role.EXCLUSIVE, "a", "/n10", 10, 11, SESSION, SESSION, 0, 0, MS, null,
                -1, false));

        assertEquals(List.of("fencing token is not the node's czxid"), checksFailed());
    }

    @Test
    void leftoversHangsAndUnmetRequirementsAreViolations() {
        leftBefore.add("/ft/x/mutex/_c_1-lock-0000000001");
        history.hang("a release");
        history.died("ft-c0-mutex: java.lang.IllegalStateException");
        history.miss(Primitive.MUTEX, History.Miss.Kind.HUNG, "no outcome");
        unmet.add("the target kept its session");

        assertEquals(List.of("lock node left while its clients were still open", "hang", "worker died",
                "acquisition hung", "scenario requirement"), checksFailed());
    }
}
