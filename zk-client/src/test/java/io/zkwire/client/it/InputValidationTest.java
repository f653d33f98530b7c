package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.WatcherType;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad paths fail locally with a precise message; a closed client refuses everything; close cleans up. */
class InputValidationTest {

    /** Lets a client ask for a session that outlives the test's waits, to tell closeSession from expiry. */
    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> b.serverProperty("maxSessionTimeout", "120000"));

    static List<Arguments> invalidPaths() {
        return List.of(
                Arguments.of("no-slash", 0, 'n'),
                Arguments.of("/trailing/", 9, '/'),
                Arguments.of("/empty//segment", 7, '/'),
                Arguments.of("/dot/./x", 6, '/'),
                Arguments.of("/dotdot/..", 9, '.'),
                Arguments.of("/nul\u0000", 4, '\u0000'),
                Arguments.of("/del\u007f", 4, '\u007f'),
                Arguments.of("/surrogate\ud800", 10, '\ud800'));
    }

    @ParameterizedTest
    @MethodSource("invalidPaths")
    void invalidPathIsRefusedLocallyNamingCharacterAndIndex(String path, int index, char offending) throws Exception {
        ZkClient client = server.client();
        String character = String.format(Locale.ROOT, "U+%04X", (int) offending);

        List<Executable> calls = List.of(
                () -> client.create().forPath(path),
                () -> client.delete().forPath(path),
                () -> client.checkExists().forPath(path),
                () -> client.getData().forPath(path),
                () -> client.setData().forPath(path, new byte[0]),
                () -> client.getChildren().forPath(path),
                () -> client.getACL().forPath(path),
                () -> client.setACL().withACL(Ids.OPEN_ACL_UNSAFE).forPath(path),
                () -> client.sync(path),
                () -> client.getAllChildrenNumber(path),
                () -> client.addWatch(path, new EventRecorder(), AddWatchMode.PERSISTENT),
                () -> client.removeAllWatches(path, WatcherType.Any, false),
                () -> client.transaction().create(path, new byte[0], CreateMode.PERSISTENT).commit());
        for (Executable call : calls) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
            assertMessageNames(e, character, index);
        }
        assertMessageNames(Await.refused(IllegalArgumentException.class, () -> client.async().create().forPath(path)),
                character, index);
        assertTrue(client.isConnected(), "a refused path must not disturb the session");
    }

    private static void assertMessageNames(IllegalArgumentException e, String character, int index) {
        String message = String.valueOf(e.getMessage());
        assertTrue(message.contains(character) && message.contains("index " + index),
                () -> "message must name " + character + " and index " + index + ": " + message);
    }

    @Test
    void sequentialPathMayEndInSlash() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        String created = client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(server.root() + "/");

        assertEquals(server.root() + "/0000000000", created);
    }

    @Test
    void closedClientRefusesEveryOperation() throws Exception {
        ZkClient client = server.client();
        client.close();
        client.close(); // idempotent

        List<Executable> calls = List.of(
                () -> client.create().forPath(server.root()),
                () -> client.delete().forPath(server.root()),
                () -> client.checkExists().forPath("/"),
                () -> client.getData().forPath("/"),
                () -> client.setData().forPath("/", new byte[0]),
                () -> client.getChildren().forPath("/"),
                () -> client.getACL().forPath("/"),
                () -> client.sync("/"),
                () -> client.whoAmI(),
                () -> client.addAuth("digest", Digests.credentials("a", "b")),
                () -> client.transaction().check("/", -1).commit());
        for (Executable call : calls) {
            assertThrows(IllegalStateException.class, call);
        }
        List<Supplier<CompletableFuture<?>>> asyncCalls = List.of(
                () -> client.async().getData().forPath("/"),
                () -> client.async().create().forPath(server.root()),
                () -> client.async().sync("/"));
        for (Supplier<CompletableFuture<?>> call : asyncCalls) {
            Await.refused(IllegalStateException.class, call);
        }
    }

    @Test
    void closeEndsTheSessionAtOnceSoItsEphemeralsGo() throws Exception {
        ZkClient observer = server.client();
        observer.create().forPath(server.root());
        ZkClient owner = Clients.started(Clients.builder(server.connectString()).sessionTimeoutMs(100_000));
        // Longer than any wait below: if the node goes, closeSession removed it, not the session's expiry.
        assertTrue(owner.negotiatedSessionTimeoutMs() > Await.TIMEOUT.toMillis(),
                () -> "negotiated only " + owner.negotiatedSessionTimeoutMs() + " ms");
        owner.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("e"));
        EventRecorder watch = new EventRecorder();
        observer.checkExists().usingWatcher(watch).forPath(server.path("e"));

        owner.close();

        assertEquals(EventRecorder.nodeEvent(EventType.NodeDeleted, server.path("e")), watch.next());
        assertFalse(owner.isConnected());
    }
}
