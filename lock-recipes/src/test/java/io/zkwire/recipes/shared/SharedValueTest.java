// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.ACL;
import io.zkwire.recipes.testing.CreatorOnly;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.Warnings;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class SharedValueTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theFirstSeedIsStoredAsIsAndEveryProcessReadsIt() throws Exception {
        String path = server.path("values/v");
        SharedValue first = Started.value(server, server.client(), path, bytes("first"));
        SharedValue second = Started.value(server, server.client(), path, bytes("second"));

        assertArrayEquals(bytes("first"), server.client().getData().forPath(path));
        assertArrayEquals(bytes("first"), second.getValue());
        assertEquals(0, first.getVersionedValue().getVersion());
        assertEquals(server.client().checkExists().forPath(path).mzxid(), second.getVersionedValue().getZxid());
    }

    @Test
    void whatTheCallerHoldsIsACopy() throws Exception {
        byte[] seed = bytes("seed");
        SharedValue value = Started.value(server, server.client(), server.path("v"), seed);
        seed[0] = 'X';
        value.getValue()[0] = 'Y';
        value.getVersionedValue().getValue()[0] = 'Z';
        assertArrayEquals(bytes("seed"), value.getValue());
    }

    @Test
    void listenersHearChangesOnlyNotTheValueStartRead() throws Exception {
        String path = server.path("v");
        SharedValue value = new SharedValue(server.client(), path, bytes("seed"));
        server.closeAfterTest(value);
        Heard heard = new Heard();
        value.getListenable().addListener(heard);
        value.start();

        Started.value(server, server.client(), path, bytes("other")).setValue(bytes("changed"));

        assertArrayEquals(bytes("changed"), heard.nextValue(), "the first call is the first change");
    }

    @Test
    void aListenerRunsOnItsExecutorAndOneThatIsRemovedHearsNoMore() throws Exception {
        String path = server.path("v");
        SharedValue value = Started.value(server, server.client(), path, bytes("a"));
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "value-listener"));
        try {
            CountDownLatch onItsThread = new CountDownLatch(1);
            Heard removed = new Heard();
            Heard kept = new Heard();
            value.getListenable().addListener(new Heard() {
                @Override
                public void valueHasChanged(SharedValueReader sharedValue, byte[] newValue) {
                    if (Thread.currentThread().getName().equals("value-listener")) {
                        onItsThread.countDown();
                    }
                }
            }, executor);
            value.getListenable().addListener(removed);
            value.getListenable().addListener(kept);
            value.setValue(bytes("b"));
            assertTrue(onItsThread.await(30, TimeUnit.SECONDS), "called on the executor given");
            assertArrayEquals(bytes("b"), removed.nextValue());
            assertArrayEquals(bytes("b"), kept.nextValue());

            value.getListenable().removeListener(removed);
            value.setValue(bytes("c"));
            assertArrayEquals(bytes("c"), kept.nextValue());
            value.setValue(bytes("d"));
            assertArrayEquals(bytes("d"), kept.nextValue());
            assertTrue(removed.values.isEmpty(), "a removed listener is not called: " + removed.values);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void trySetValueWithAStaleVersionFailsAndLeavesTheCurrentValue() throws Exception {
        String path = server.path("v");
        SharedValue a = Started.value(server, server.client(), path, bytes("1"));
        SharedValue b = Started.value(server, server.client(), path, bytes("1"));
        VersionedValue<byte[]> stale = a.getVersionedValue();

        b.setValue(bytes("2"));

        assertFalse(a.trySetValue(stale, bytes("3")), "b changed the node since 'stale' was read");
        assertArrayEquals(bytes("2"), a.getValue(), "a refused write leaves the current value");
        assertTrue(a.trySetValue(a.getVersionedValue(), bytes("3")));
        assertArrayEquals(bytes("3"), server.client().getData().forPath(path));
        @SuppressWarnings("deprecation")
        boolean curatorHabit = a.trySetValue(bytes("4"));
        assertTrue(curatorHabit, "Curator's deprecated form: against the last value seen here");
        assertArrayEquals(bytes("4"), a.getValue());
    }

    @Test
    void aNodeWithoutDataReadsAsAnEmptyValue() throws Exception {
        String path = server.path("v");
        server.client().create().creatingParentsIfNeeded().forPath(path, null);
        SharedValue value = Started.value(server, server.client(), path, bytes("seed"));
        assertArrayEquals(new byte[0], value.getValue());
        assertTrue(value.trySetValue(value.getVersionedValue(), bytes("x")));
    }

    @Test
    void misuseSaysWhatToDo() throws Exception {
        SharedValue value = new SharedValue(server.client(), server.path("v"), bytes("a"));
        IllegalStateException early = assertThrows(IllegalStateException.class, () -> value.setValue(bytes("b")));
        assertTrue(early.getMessage().contains("call start() first"), early.getMessage());
        value.start();
        IllegalStateException twice = assertThrows(IllegalStateException.class, value::start);
        assertTrue(twice.getMessage().contains("more than once"), twice.getMessage());
        value.close();
        assertThrows(IllegalStateException.class, () -> value.trySetValue(value.getVersionedValue(), bytes("c")));
    }

    @Test
    void aCountOnANodeThatHoldsSomethingElseIsRefusedAtStart() throws Exception {
        String path = server.path("v");
        Started.value(server, server.client(), path, bytes("not a count"));
        SharedCount count = new SharedCount(server.client(), path, 1);
        IllegalStateException e = assertThrows(IllegalStateException.class, count::start);
        assertTrue(e.getMessage().contains("pick another path"), e.getMessage());
    }

    @Test
    void aDeletedNodeIsWarnedAboutSayingWhatHappensAndTheLastValueStays() throws Exception {
        String path = server.path("v");
        SharedValue value = Started.value(server, server.client(), path, bytes("kept"));
        try (Warnings warnings = Warnings.of(SharedValue.class)) {
            server.client().delete().forPath(path);
            String warning = warnings.next();
            assertTrue(warning != null && warning.contains(path) && warning.contains("node was deleted"),
                    String.valueOf(warning));
            assertArrayEquals(bytes("kept"), value.getValue());
        }
    }

    @Test
    void theNodeAndItsParentTakeTheClientsAclProviderSoAnotherIdentityCannotWrite() throws Exception {
        String path = server.path("guarded/v");
        ZkClient owner = server.client(b -> b.authorization("digest", bytes("owner:secret")).aclProvider(CreatorOnly.ACLS));
        SharedValue value = Started.value(server, owner, path, bytes("mine"));
        ACL ownerAll = owner.getACL().forPath(path).get(0);
        assertEquals("digest", ownerAll.id().scheme());
        assertEquals(List.of(ownerAll), owner.getACL().forPath(server.path("guarded")), "the container parent too");

        ZkClient other = server.client(b -> b.authorization("digest", bytes("other:guess")));
        assertThrows(KeeperException.NoAuthException.class, () -> other.setData().forPath(path, bytes("theirs")));
        value.setValue(bytes("still mine"));
        assertArrayEquals(bytes("still mine"), value.getValue());
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
