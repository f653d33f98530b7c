package io.zkwire.client.it;

import static io.zkwire.client.it.Await.keeperError;
import static io.zkwire.client.it.Await.result;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.ReadOp;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Stat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The CompletableFuture form of every operation: results, failures as KeeperExceptions, threading. */
class AsyncOperationsTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void writesAndReadsCompleteWithTheirResults() throws Exception {
        AsyncZkClient async = server.client().async();
        AtomicReference<Stat> created = new AtomicReference<>();

        assertEquals(server.root(), result(async.create().storingStatIn(created).forPath(server.root(), new byte[] {1})));
        assertEquals(created.get(), result(async.checkExists().forPath(server.root())));
        assertNull(result(async.checkExists().forPath(server.path("missing"))));
        Stat written = result(async.setData().withVersion(0).forPath(server.root(), new byte[] {2}));
        assertEquals(1, written.version());
        AtomicReference<Stat> read = new AtomicReference<>();
        assertArrayEquals(new byte[] {2}, result(async.getData().storingStatIn(read).forPath(server.root())));
        assertEquals(written, read.get());
        result(async.create().forPath(server.path("child")));
        assertEquals(List.of("child"), result(async.getChildren().forPath(server.root())));
        assertEquals(Ids.OPEN_ACL_UNSAFE, result(async.getACL().forPath(server.root())));
        assertEquals(1, result(async.setACL().withACL(Ids.OPEN_ACL_UNSAFE).forPath(server.root())).aversion());
        assertEquals(server.root(), result(async.sync(server.root())));
        assertEquals(1, result(async.getAllChildrenNumber(server.root())));
        result(async.delete().withVersion(0).forPath(server.path("child")));
        assertEquals(List.of(), result(async.getChildren().forPath(server.root())));
    }

    @Test
    void failuresCompleteExceptionallyWithTheServersCode() throws Exception {
        AsyncZkClient async = server.client().async();
        result(async.create().forPath(server.root()));
        result(async.create().forPath(server.path("child")));

        keeperError(Code.NODEEXISTS, async.create().forPath(server.root()));
        keeperError(Code.NONODE, async.getData().forPath(server.path("missing")));
        keeperError(Code.BADVERSION, async.setData().withVersion(7).forPath(server.root(), new byte[0]));
        keeperError(Code.NOTEMPTY, async.delete().forPath(server.root()));
        keeperError(Code.BADVERSION, async.delete().withVersion(3).forPath(server.path("child")));
        keeperError(Code.NONODE, async.getChildren().forPath(server.path("missing")));
        keeperError(Code.NONODE, async.getACL().forPath(server.path("missing")));
        keeperError(Code.BADVERSION, async.setACL().withVersion(9).withACL(Ids.OPEN_ACL_UNSAFE).forPath(server.root()));
        keeperError(Code.NONODE, async.getAllChildrenNumber(server.path("missing")));
        keeperError(Code.NOWATCHER, async.removeAllWatches(server.root(), WatcherType.Any, false));
    }

    @Test
    void sessionLevelOperationsWork() throws Exception {
        ZkClient client = server.client();
        AsyncZkClient async = client.async();
        result(async.create().forPath(server.root()));
        result(async.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("e")));

        assertEquals(List.of(server.path("e")), result(async.getEphemerals(server.root())));
        result(async.addAuth("digest", "async:secret".getBytes(StandardCharsets.UTF_8)));
        List<ClientInfo> identities = result(async.whoAmI());
        assertTrue(identities.stream().anyMatch(i -> i.authScheme().equals("digest") && i.user().equals("async")),
                () -> "whoAmI after addAuth: " + identities);
        var results = result(async.transaction().create(server.path("t"), new byte[0], CreateMode.PERSISTENT)
                .delete(server.path("t"), 0).commit());
        assertEquals(2, results.size());
        var reads = result(async.multiRead(List.of(ReadOp.getChildren(server.root()))));
        assertEquals(1, reads.size());
    }

    @Test
    void watchesCanBeAddedAndRemovedAsynchronously() throws Exception {
        ZkClient client = server.client();
        AsyncZkClient async = client.async();
        result(async.create().forPath(server.root()));
        EventRecorder recorder = new EventRecorder();

        result(async.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT));
        result(async.setData().forPath(server.root(), new byte[] {1}));
        assertEquals(EventRecorder.nodeEvent(EventType.NodeDataChanged, server.root()), recorder.next());

        result(async.removeWatches(server.root(), recorder, WatcherType.Any, false));
        assertEquals(EventRecorder.nodeEvent(EventType.PersistentWatchRemoved, server.root()), recorder.next());
        keeperError(Code.NOWATCHER, async.removeWatches(server.root(), recorder, WatcherType.Any, false));
    }

    @Test
    void pipelinedRequestsCompleteInSubmissionOrder() throws Exception {
        AsyncZkClient async = server.client().async();
        result(async.create().forPath(server.root()));
        List<Integer> completionOrder = new CopyOnWriteArrayList<>();
        List<CompletableFuture<Stat>> writes = new ArrayList<>();

        for (int i = 0; i < 200; i++) {
            int index = i;
            CompletableFuture<Stat> write = async.setData().forPath(server.root(), new byte[] {(byte) i});
            writes.add(write.whenComplete((stat, error) -> completionOrder.add(index)));
        }

        for (int i = 0; i < writes.size(); i++) {
            assertEquals(i + 1, result(writes.get(i)).version(), "setData #" + i + " is applied in order");
        }
        assertEquals(200, completionOrder.size());
        for (int i = 0; i < 200; i++) {
            assertEquals(i, completionOrder.get(i), "completions arrive in submission order");
        }
    }

    @Test
    void callbacksAndWatchersNeverRunOnTheNettyEventLoop() throws Exception {
        EventLoopGroup group = new NioEventLoopGroup(1);
        try {
            ZkClient client = Clients.started(Clients.builder(server.connectString()).eventLoopGroup(group));
            try {
                List<Thread> callbackThreads = new CopyOnWriteArrayList<>();
                Thread[] watcherThread = new Thread[1];
                EventRecorder recorder = new EventRecorder();
                Watcher threadNoting = event -> {
                    watcherThread[0] = Thread.currentThread();
                    recorder.process(event);
                };
                assertNull(result(client.async().checkExists().usingWatcher(threadNoting).forPath(server.root())
                        .whenComplete((stat, error) -> callbackThreads.add(Thread.currentThread()))));
                result(client.async().create().forPath(server.root())
                        .whenComplete((path, error) -> callbackThreads.add(Thread.currentThread())));
                assertNotNull(recorder.next());

                assertEquals(2, callbackThreads.size());
                for (Thread thread : callbackThreads) {
                    assertFalse(isEventLoop(group, thread), "callback ran on the event loop: " + thread);
                }
                assertFalse(isEventLoop(group, watcherThread[0]), "watcher ran on the event loop");
            } finally {
                client.close();
            }
            assertFalse(group.isShutdown(), "a shared event loop group belongs to the caller");
        } finally {
            group.shutdownGracefully(0, 0, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    private static boolean isEventLoop(EventLoopGroup group, Thread thread) {
        for (EventExecutor executor : group) {
            if (executor.inEventLoop(thread)) {
                return true;
            }
        }
        return false;
    }
}
