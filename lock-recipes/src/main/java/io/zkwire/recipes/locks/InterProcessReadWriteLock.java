package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.internal.LockSorting;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code InterProcessReadWriteLock} (docs/contributing/protocol.md §7.5): a re-entrant read/write lock across
 * JVMs, fair in request order. Read nodes are {@code _c_<uuid>-__READ__<seq>} and write nodes
 * {@code _c_<uuid>-__WRIT__<seq>}, both directly under the base path and ordered together by sequence.
 * Many readers may hold it while no writer is ahead of them; a writer holds it alone.
 *
 * <p>A thread holding the write lock may take the read lock (Curator 5.5+ downgrade: the read node is
 * ephemeral, not sequential, and carries the write node's sequence so it sorts in the same place); it
 * then keeps reading after releasing the write lock. The read hold continues the write hold, so its fencing
 * token is the write lock's: tokens stay monotonic per lock path (a writer queued during the hold, whose
 * node is older than the read node, gets a larger token than both). A thread holding only the read lock
 * cannot take the write lock: a timed {@code writeLock().acquire(time, unit)} returns false at its deadline,
 * as in Curator (without creating a write node meanwhile; Curator's waiting write node also holds up later
 * readers); the untimed {@code acquire()}, which Curator lets wait forever, fails at once with
 * IllegalStateException.
 */
public class InterProcessReadWriteLock {

    private final ReadLock readMutex;
    private final WriteLock writeMutex;

    /** A read/write lock on {@code basePath}, with Curator's default node data. */
    public InterProcessReadWriteLock(ZkClient client, String basePath) {
        this(client, basePath, null);
    }

    /** @param lockData the data of the lock nodes; null for Curator's default */
    public InterProcessReadWriteLock(ZkClient client, String basePath, byte[] lockData) {
        Nodes nodes = new Nodes(client);
        writeMutex = new WriteLock(nodes, basePath, lockData);
        readMutex = new ReadLock(nodes, basePath, lockData, writeMutex);
        writeMutex.readLock.publish(readMutex);
    }

    /** The shared half; many may hold it while no writer holds or waits ahead. */
    public ReadLock readLock() {
        return readMutex;
    }

    /** The exclusive half. */
    public WriteLock writeLock() {
        return writeMutex;
    }

    /** The exclusive half: a mutex over read and write nodes alike, watching its immediate predecessor. */
    public static class WriteLock extends InterProcessMutex {

        private final Snapshot<ReadLock> readLock = new Snapshot<>(null); // set by the enclosing lock, for the upgrade check

        /** A write lock on its own (Curator's constructor); without its read half it cannot downgrade. */
        public WriteLock(ZkClient client, String basePath, byte[] lockData) {
            this(new Nodes(client), basePath, lockData);
        }

        WriteLock(Nodes nodes, String basePath, byte[] lockData) {
            super(nodes, basePath, NodeRequest.sequential(LockSorting.WRITE_LOCK_NAME, IndexPolicy.WRITE_LOCK),
                    LockSorting.readWrite(), lockData);
        }

        /** Only this lock's nodes. */
        @Override
        public Collection<String> getParticipantNodes() throws Exception {
            return onlyNamed(super.getParticipantNodes(), LockSorting.WRITE_LOCK_NAME);
        }

        /**
         * As Curator, a thread that holds only the read lock waits out the time and gets false: the write
         * lock would wait for its own read lock.
         */
        @Override
        public boolean acquire(long time, TimeUnit unit) throws Exception {
            if (holdsOnlyTheReadLock()) {
                TimeUnit.NANOSECONDS.sleep(Math.max(0, unit.toNanos(time)));
                return false;
            }
            return super.acquire(time, unit);
        }

        private boolean holdsOnlyTheReadLock() {
            ReadLock partner = readLock.read();
            return partner != null && partner.isOwnedByCurrentThread() && !isOwnedByCurrentThread();
        }

        @Override
        NodeRequest requestForCurrentThread() {
            if (holdsOnlyTheReadLock()) {
                throw new IllegalStateException("Cannot upgrade a read lock to the write lock on " + basePath()
                        + ": this thread holds the read lock, and the write lock would wait for it forever;"
                        + " release the read lock first (a timed acquire returns false at its deadline instead)");
            }
            return super.requestForCurrentThread();
        }
    }

    /** The shared half: held while no write node sorts ahead; watches the first write node. */
    public static class ReadLock extends InterProcessMutex {

        private final WriteLock writeLock;

        /** A read lock that lets holders of {@code writeLock} in (Curator's constructor, for downgrades). */
        public ReadLock(ZkClient client, String basePath, byte[] lockData, WriteLock writeLock) {
            this(new Nodes(client), basePath, lockData, writeLock);
        }

        ReadLock(Nodes nodes, String basePath, byte[] lockData, WriteLock writeLock) {
            super(nodes, basePath, NodeRequest.sequential(LockSorting.READ_LOCK_NAME, ReaderPolicy.INSTANCE),
                    LockSorting.readWrite(), lockData);
            this.writeLock = writeLock;
        }

        /** Only this lock's nodes. */
        @Override
        public Collection<String> getParticipantNodes() throws Exception {
            return onlyNamed(super.getParticipantNodes(), LockSorting.READ_LOCK_NAME);
        }

        /** The write lock's holder downgrades: a non-sequential read node in the write node's place. */
        @Override
        NodeRequest requestForCurrentThread() {
            HeldLock write = writeLock.heldByCurrentThread();
            if (write == null) {
                return super.requestForCurrentThread();
            }
            LockLoss loss = write.loss();
            if (loss != null) {
                throw new IllegalStateException("Cannot downgrade to the read lock on " + basePath() + ": this thread's"
                        + " write lock was lost (" + loss.reason() + ", node " + loss.nodePath() + "), another process"
                        + " may hold it; release the write lock, then acquire the read lock");
            }
            String writePath = write.nodePath();
            String sequence = LockSorting.fixForSorting(ZPaths.name(writePath), LockSorting.WRITE_LOCK_NAME);
            return new NodeRequest(LockSorting.READ_LOCK_NAME + sequence, CreateMode.EPHEMERAL, LockPolicy.ALWAYS_HOLDS,
                    true, write.fencingToken());
        }
    }

    private static Collection<String> onlyNamed(Collection<String> nodes, String lockName) {
        return nodes.stream().filter(node -> ZPaths.name(node).contains(lockName)).toList();
    }
}
