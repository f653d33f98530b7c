package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.locks.Acquisition;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The resource the locks protect, as a fencing-aware store would be: a register node that remembers the largest
 * fencing token it accepted (its data). A holder writes in one transaction that
 * <ol>
 *   <li>checks the version of its own lock node (fails if the node is gone: the lock was lost),</li>
 *   <li>sets the register to its token, conditioned on the register's version read just before (the read also
 *       refuses a token smaller than the largest seen), and</li>
 *   <li>appends a sequential node to the register's write log, so that the checker can see afterwards, from the
 *       server's side, every write that was applied and in which order.</li>
 * </ol>
 * Requests are asynchronous and never retried, so a lost reply stays an honest UNKNOWN.
 */
final class FencedRegister {

    /** A register changed by someone else between read and write is read again, this often. */
    private static final int ATTEMPTS = 3;

    private final ZkClient client;
    private final LockPaths paths;
    private final String writer;
    private final Duration limit;

    FencedRegister(ZkClient client, LockPaths paths, String writer, Duration limit) {
        this.client = client;
        this.paths = paths;
        this.writer = writer;
        this.limit = limit;
    }

    /** Creates every register (token 0) and write log of a run. */
    static void createAll(ZkClient client, LockPaths paths) throws Exception {
        for (Primitive primitive : Primitive.values()) {
            client.create().creatingParentsIfNeeded().forPath(paths.register(primitive), encode(0));
            client.create().creatingParentsIfNeeded().forPath(paths.writeLog(primitive));
        }
    }

    /**
     * One fenced write of {@code held}'s token.
     *
     * @param nodeVersion the version of the own lock node seen at grant
     * @throws TimeoutException if the client neither answered nor failed a request within the limit (a hang)
     */
    Outcome write(Primitive primitive, Acquisition held, int nodeVersion) throws InterruptedException, TimeoutException {
        long token = held.fencingToken();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            AtomicReference<Stat> stat = new AtomicReference<>();
            byte[] current;
            try {
                current = Waits.get(client.async().getData().storingStatIn(stat).forPath(paths.register(primitive)),
                        limit);
            } catch (ExecutionException e) {
                return Outcome.NOT_SENT; // no register value to compare with: nothing is written
            }
            if (token < decode(current)) {
                return Outcome.REJECTED_STALE;
            }
            try {
                Waits.get(client.async().transaction()
                        .check(held.nodePath(), nodeVersion)
                        .setData(paths.register(primitive), encode(token), stat.get().version())
                        .create(paths.writeLog(primitive) + "/" + LogEntry.nameFor(token, writer), new byte[0],
                                CreateMode.PERSISTENT_SEQUENTIAL)
                        .commit(), limit);
                return Outcome.ACCEPTED;
            } catch (ExecutionException e) {
                Outcome refused = refusal(e.getCause(), held.nodePath(), paths.register(primitive));
                if (refused != Outcome.RACED) {
                    return refused;
                }
            }
        }
        return Outcome.RACED;
    }

    /** What a failed transaction means, from the op that failed (KeeperException.path() names it). */
    private static Outcome refusal(Throwable failure, String node, String register) {
        if (failure instanceof KeeperException ke && ke.results() != null) {
            if (node.equals(ke.path())) {
                return Outcome.REJECTED_NOT_HOLDER;
            }
            if (register.equals(ke.path()) && ke.code() == KeeperException.Code.BADVERSION) {
                return Outcome.RACED;
            }
            throw new AssertionError("the harness's own transaction failed unexpectedly", ke);
        }
        return Outcome.UNKNOWN;
    }

    static byte[] encode(long token) {
        return ByteBuffer.allocate(Long.BYTES).putLong(token).array();
    }

    static long decode(byte[] data) {
        return data == null || data.length < Long.BYTES ? 0 : ByteBuffer.wrap(data).getLong();
    }
}
