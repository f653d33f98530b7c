package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.recipes.testing.RequestLog.Request;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * zkwire's claims about what the recipes send, checked on the wire (the client talks through a proxy
 * that logs its requests): pipelining, listings saved, Curator's watch targets, no needless watches.
 */
@Timeout(120)
class RequestsOnTheWireTest {

    private static final Set<OpCode> LISTINGS = Set.of(OpCode.GET_CHILDREN, OpCode.GET_CHILDREN2);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void anUncontendedAcquireSendsTheListingRightBehindTheCreate() throws Exception {
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        InterProcessMutex mutex = new InterProcessMutex(server.client(b -> b.connectString(proxy.connectString())),
                server.path("lock"));
        int mark = log.requests().size();

        proxy.hold(Direction.SERVER_TO_CLIENT);
        CompletableFuture<Acquisition> acquisition = mutex.acquireAsync();
        Await.until(() -> log.since(mark).size() >= 2, "two requests sent before any reply");

        List<Request> sent = log.since(mark);
        assertEquals(OpCode.CREATE2, sent.get(0).op(), RequestLog.ops(sent).toString());
        assertTrue(LISTINGS.contains(sent.get(1).op()), RequestLog.ops(sent).toString());
        assertEquals(server.path("lock"), sent.get(1).path());
        assertFalse(acquisition.isDone());
        proxy.pass();
        Await.result(Await.result(acquisition, "acquired once the replies arrive").releaseAsync(), "release");
    }

    @Test
    void aWaiterWatchesItsPredecessorAsCuratorAndSkipsTheListingWhenItWasTheOnlyOne() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        String holderNode = holder.getParticipantNodes().iterator().next();
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        InterProcessMutex waiter = new InterProcessMutex(server.client(b -> b.connectString(proxy.connectString())), path);
        int mark = log.requests().size();

        CompletableFuture<Acquisition> pending = waiter.acquireAsync();
        Request predecessorWatch = new Request(OpCode.GET_DATA, holderNode, true);
        Await.until(() -> log.since(mark).contains(predecessorWatch), "a getData watch on the predecessor");
        holder.release();
        Acquisition acquisition = Await.result(pending, "the lock after the predecessor left");

        assertEquals(1, listings(log.since(mark), path), RequestLog.ops(log.since(mark)).toString());
        Await.result(acquisition.releaseAsync(), "release");
    }

    @Test
    void aWaiterThatWillListAgainSetsNoOwnNodeWatchAndStillStartsOverWhenItsNodeIsDeleted() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        InterProcessMutex first = new InterProcessMutex(server.client(), path);
        CompletableFuture<Acquisition> firstPending = first.acquireAsync(); // right behind the holder
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 2, "the first waiter is queued");
        String firstNode = List.copyOf(holder.getParticipantNodes()).get(1);
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        var client = server.client(b -> b.connectString(proxy.connectString()));
        CompletableFuture<Acquisition> secondPending = new InterProcessMutex(client, path).acquireAsync();
        Await.until(() -> log.requests().contains(new Request(OpCode.GET_DATA, firstNode, true)),
                "the second waiter watches its predecessor");
        String secondNode = List.copyOf(holder.getParticipantNodes()).get(2);
        // sent before the predecessor watch if at all: two nodes ahead, so it lists again when that one goes
        assertFalse(log.requests().contains(new Request(OpCode.GET_DATA, secondNode, true)),
                RequestLog.ops(log.requests()).toString());

        server.client().delete().forPath(secondNode); // someone else deletes the waiter's node
        holder.release();
        Await.result(Await.result(firstPending, "the first waiter").releaseAsync(), "first release");
        Acquisition second = Await.result(secondPending, "the second waiter, after starting over");

        assertNotEquals(secondNode, second.nodePath());
        assertEquals(List.of(second.nodePath()), List.copyOf(holder.getParticipantNodes()));
        Await.result(second.releaseAsync(), "second release");
    }

    @Test
    void localWaitersFollowALocalHolderWithoutListingAgain() throws Exception {
        String path = server.path("lock");
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        InterProcessMutex mutex = new InterProcessMutex(server.client(b -> b.connectString(proxy.connectString())), path);
        Acquisition first = Await.result(mutex.acquireAsync(), "first");
        CompletableFuture<Acquisition> second = mutex.acquireAsync();
        CompletableFuture<Acquisition> third = mutex.acquireAsync();
        Await.until(() -> log.requests().stream().filter(r -> r.op() == OpCode.GET_DATA && r.watch()).count() >= 4,
                "own-node watches of the two waiters (the holder nobody observes sets none) and predecessor watches");
        int queued = log.requests().size();

        Await.result(first.releaseAsync(), "first release");
        Await.result(Await.result(second, "second").releaseAsync(), "second release");
        Await.result(Await.result(third, "third").releaseAsync(), "third release");

        assertEquals(0, listings(log.since(queued), path), RequestLog.ops(log.since(queued)).toString());
    }

    @Test
    void anUncontendedHoldNobodyObservesSetsNoOwnNodeWatchUntilItsLossIsAskedFor() throws Exception {
        String path = server.path("lock");
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        var client = server.client(b -> b.connectString(proxy.connectString()));
        Acquisition held = Await.result(new InterProcessMutex(client, path).acquireAsync(), "acquire");
        client.checkExists().forPath(path); // answered after anything the acquire sent: all of it is logged now
        Request ownWatch = new Request(OpCode.GET_DATA, held.nodePath(), true);
        assertFalse(log.requests().contains(ownWatch), RequestLog.ops(log.requests()).toString());

        CompletableFuture<LockLoss> lost = held.lost();
        Await.until(() -> log.requests().contains(ownWatch), "the own-node watch once lost() is asked for");
        server.client().delete().forPath(held.nodePath()); // someone else deletes the node

        assertEquals(LockLoss.Reason.NODE_DELETED, Await.result(lost, "the loss").reason());
    }

    @Test
    void aReaderWatchesTheFirstWriterAsCurator() throws Exception {
        String path = server.path("rw");
        InterProcessReadWriteLock writers = new InterProcessReadWriteLock(server.client(), path);
        Acquisition w1 = Await.result(writers.writeLock().acquireAsync(), "first writer");
        CompletableFuture<Acquisition> w2 = writers.writeLock().acquireAsync();
        Await.until(() -> Await.unchecked(writers.writeLock()::getParticipantNodes).size() == 2, "second writer queued");
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        InterProcessReadWriteLock reader = new InterProcessReadWriteLock(server.client(b -> b.connectString(proxy.connectString())), path);

        CompletableFuture<Acquisition> read = reader.readLock().acquireAsync();
        Request firstWriterWatch = new Request(OpCode.GET_DATA, w1.nodePath(), true);
        Await.until(() -> log.requests().contains(firstWriterWatch), "a getData watch on the first writer");

        Await.result(w1.releaseAsync(), "first writer release");
        Await.result(Await.result(w2, "second writer").releaseAsync(), "second writer release");
        Await.result(Await.result(read, "the reader after both writers").releaseAsync(), "reader release");
    }

    @Test
    void theSemaphoreSetsAChildWatchOnlyWhenItMustWaitAndSendsNoWatchRemoval() throws Exception {
        String leases = server.path("sem/leases");
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(
                server.client(b -> b.connectString(proxy.connectString())), server.path("sem"), 2);

        Lease a = semaphore.acquire();
        Lease b = semaphore.acquire();
        assertTrue(log.requests().stream().noneMatch(r -> leases.equals(r.path()) && r.watch()),
                "no child watch while leases are free: " + log.requests());
        CompletableFuture<Lease> waiting = semaphore.acquireAsync();
        Request childWatch = new Request(OpCode.GET_CHILDREN, leases, true);
        Request childWatch2 = new Request(OpCode.GET_CHILDREN2, leases, true);
        Await.until(() -> log.requests().contains(childWatch) || log.requests().contains(childWatch2),
                "a child watch once it must wait");
        a.close();
        Await.result(waiting, "the lease a returned").close();
        b.close();

        // the watch that fired is not removed, nor the one whose listing granted: the lease's own delete fires it
        assertTrue(log.requests().stream().noneMatch(r -> r.op() == OpCode.CHECK_WATCHES || r.op() == OpCode.REMOVE_WATCHES),
                RequestLog.ops(log.requests()).toString());
    }

    private static long listings(List<Request> requests, String path) {
        return requests.stream().filter(r -> LISTINGS.contains(r.op()) && path.equals(r.path())).count();
    }
}
