package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.Children;
import io.zkwire.faults.harness.SharedEnsemble;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.codec.Frames;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A server that sends garbage or an oversized frame: the client drops that connection with an error saying what
 * was wrong, and resumes its session on another server of the ensemble, keeping its ephemeral nodes and its lock.
 *
 * <p>The broken server is a {@link FaultProxy} in front of a real one, replacing the reply to one getData with bytes
 * of the test's choosing ({@link FaultProxy#replaceNextReply}). The client's connect string lists it and a second,
 * transparent proxy in front of another server (the client shuffles the list, so the test uses whichever one the
 * client happens to be on as the broken one, and the other one must take over).
 */
@ExtendWith(SharedEnsemble.class)
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BadServerInputTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final int GET_DATA = 4;
    private static final AtomicInteger RUNS = new AtomicInteger();

    static Stream<Arguments> badReplies() {
        return Stream.of(
                Arguments.of("a negative length prefix", reply(frame -> ByteBuffer.allocate(12).putInt(-8).putLong(0)),
                        "negative length -8"),
                Arguments.of("a frame over the client's limit",
                        reply(frame -> ByteBuffer.allocate(4).putInt(Frames.DEFAULT_MAX_FRAME_LENGTH + 1)),
                        "exceeds the limit of " + Frames.DEFAULT_MAX_FRAME_LENGTH),
                Arguments.of("a reply to a request never sent",
                        reply(frame -> header(frame.xid() + 1000)), "does not match the oldest pending request"),
                Arguments.of("a reply cut short after its header", reply(frame -> header(frame.xid())), "truncated"));
    }

    /** A reply header alone: length 16, xid, zxid 1, err 0. */
    private static ByteBuffer header(int xid) {
        return ByteBuffer.allocate(20).putInt(16).putInt(xid).putLong(1).putInt(0);
    }

    private static Function<Frame, byte[]> reply(Function<Frame, ByteBuffer> bytes) {
        return frame -> bytes.apply(frame).array();
    }

    private static String withCauses(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append(t).append(t.getCause() == null ? "" : " <- ");
        }
        return text.toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badReplies")
    void theClientDropsTheServerSayingWhyAndResumesItsSessionElsewhere(String what, Function<Frame, byte[]> badReply,
            String saying, ZkEnsemble ensemble) throws Exception {
        String root = "/bad-input-" + RUNS.incrementAndGet();
        BlockingQueue<ConnectionState> states = new LinkedBlockingQueue<>();
        try (FaultProxy a = FaultProxy.to(ensemble.server(0)); FaultProxy b = FaultProxy.to(ensemble.server(1));
                ZkClient client = ZkClient.builder().connectString(a.connectString() + "," + b.connectString())
                        .sessionTimeoutMs(10_000).build()) {
            client.addConnectionStateListener((c, state) -> states.add(state));
            client.start();
            assertTrue(client.blockUntilConnected(LIMIT.toSeconds(), TimeUnit.SECONDS), "connected");
            assertEquals(ConnectionState.CONNECTED, states.poll(LIMIT.toSeconds(), TimeUnit.SECONDS));
            client.create().creatingParentsIfNeeded().forPath(root + "/data", new byte[] {42});
            client.create().withMode(CreateMode.EPHEMERAL).forPath(root + "/mine");
            Acquisition lock = new InterProcessMutex(client, root + "/lock").acquireAsync()
                    .get(LIMIT.toSeconds(), TimeUnit.SECONDS);
            long session = client.sessionId();
            client.sync(root); // every reply to the recipe's requests is in: the next getData is the test's
            FaultProxy broken = a.connections() > 0 ? a : b;
            FaultProxy healthy = broken == a ? b : a;

            CompletableFuture<Frame> replaced = broken.replaceNextReply(Frame.request(GET_DATA), badReply);
            CompletableFuture<byte[]> read = client.async().getData().forPath(root + "/data");

            ExecutionException failure = assertThrows(ExecutionException.class,
                    () -> read.get(LIMIT.toSeconds(), TimeUnit.SECONDS));
            KeeperException loss = assertInstanceOf(KeeperException.class, failure.getCause());
            assertEquals(KeeperException.Code.CONNECTIONLOSS, loss.code(), loss::toString);
            String told = withCauses(loss); // the client gives the reason as the exception's cause
            assertTrue(told.contains(saying),
                    () -> "the error should say what was wrong with " + what + " (\"" + saying + "\"): " + told);
            assertEquals(GET_DATA, replaced.get(LIMIT.toSeconds(), TimeUnit.SECONDS).opcode());
            broken.awaitConnections(0, LIMIT); // the client itself dropped it
            healthy.awaitConnections(1, LIMIT);
            assertEquals(ConnectionState.SUSPENDED, states.poll(LIMIT.toSeconds(), TimeUnit.SECONDS));
            assertEquals(ConnectionState.RECONNECTED, states.poll(LIMIT.toSeconds(), TimeUnit.SECONDS));

            assertArrayEquals(new byte[] {42}, client.getData().forPath(root + "/data"));
            assertEquals(session, client.sessionId(), "the same session, resumed");
            assertEquals(session, client.checkExists().forPath(root + "/mine").ephemeralOwner());
            assertFalse(lock.lost().isDone(), "the lock survives: it is the session's");
            lock.releaseAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);
            assertEquals(List.of(), Children.of(client, root + "/lock"));
            assertTrue(states.stream().noneMatch(state -> state == ConnectionState.LOST), states::toString);
        }
    }
}
