package io.zkwire.faults.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.LockLoss;
import io.zkwire.testkit.ZkEnsemble;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** The register the checker relies on, against real servers: what it accepts, what it refuses, what it logs. */
@ExtendWith(SharedEnsemble.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class FencedRegisterTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static int runs;

    private ZkClient client;
    private LockPaths paths;
    private FencedRegister register;
    private InterProcessMutex mutex;

    @BeforeEach
    void connect(ZkEnsemble ensemble) throws Exception {
        client = Contestant.startClient(ensemble.connectString(), HarnessSettings.CI);
        assertTrue(client.blockUntilConnected(LIMIT.toSeconds(), TimeUnit.SECONDS), "connected");
        paths = LockPaths.forRun("register-test", ++runs);
        FencedRegister.createAll(client, paths);
        register = new FencedRegister(client, paths, "w", LIMIT);
        mutex = new InterProcessMutex(client, paths.lock(Primitive.MUTEX));
    }

    @AfterEach
    void close() {
        client.close();
    }

    private Acquisition acquire() throws Exception {
        return mutex.acquireAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);
    }

    private List<LogEntry> log() throws Exception {
        return client.getChildren().forPath(paths.writeLog(Primitive.MUTEX)).stream().map(LogEntry::parse)
                .sorted((a, b) -> Long.compare(a.sequence(), b.sequence())).toList();
    }

    private long registerValue() throws Exception {
        return FencedRegister.decode(client.getData().forPath(paths.register(Primitive.MUTEX)));
    }

    @Test
    void theHolderWritesItsTokenAndTheServerLogsIt() throws Exception {
        Acquisition held = acquire();

        assertEquals(Outcome.ACCEPTED, register.write(Primitive.MUTEX, held, 0));
        assertEquals(Outcome.ACCEPTED, register.write(Primitive.MUTEX, held, 0));

        assertEquals(held.fencingToken(), registerValue());
        assertEquals(List.of(new LogEntry(held.fencingToken(), "w", 0), new LogEntry(held.fencingToken(), "w", 1)),
                log());
    }

    @Test
    void anEarlierHoldersTokenIsRefusedAsStale() throws Exception {
        Acquisition earlier = acquire();
        earlier.releaseAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        Acquisition later = acquire();
        assertEquals(Outcome.ACCEPTED, register.write(Primitive.MUTEX, later, 0));

        assertEquals(Outcome.REJECTED_STALE, register.write(Primitive.MUTEX, earlier, 0));

        assertEquals(later.fencingToken(), registerValue());
        assertEquals(1, log().size());
    }

    @Test
    void aHolderWhoseNodeIsGoneIsRefusedByTheCheckEvenWithTheLargestToken() throws Exception {
        Acquisition held = acquire();
        client.delete().forPath(held.nodePath()); // as an operator would

        assertEquals(LockLoss.Reason.NODE_DELETED, held.lost().get(LIMIT.toSeconds(), TimeUnit.SECONDS).reason());
        assertEquals(Outcome.REJECTED_NOT_HOLDER, register.write(Primitive.MUTEX, held, 0));

        assertEquals(0, registerValue());
        assertEquals(List.of(), log());
    }
}
