// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import static io.zkwire.recipes.shared.SharedValueTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.state.ConnectionState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A mixed fleet: Curator's and zkwire's SharedValue and SharedCount on one path. */
@Timeout(60)
class SharedValueCuratorInteropTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void curatorSeedsAndEachSideHearsTheOthersWrites() throws Exception {
        String path = server.path("shared/v");
        var theirs = new org.apache.curator.framework.recipes.shared.SharedValue(server.curator(), path, bytes("curator"));
        theirs.start();
        server.closeAfterTest(theirs);
        LinkedBlockingQueue<byte[]> theyHeard = new LinkedBlockingQueue<>();
        theirs.getListenable().addListener(new org.apache.curator.framework.recipes.shared.SharedValueListener() {
            @Override
            public void valueHasChanged(org.apache.curator.framework.recipes.shared.SharedValueReader r, byte[] v) {
                theyHeard.add(v);
            }

            @Override
            public void stateChanged(CuratorFramework client, ConnectionState newState) {
            }
        });
        SharedValue ours = Started.value(server, server.client(), path, bytes("zkwire"));
        Heard weHeard = new Heard();
        ours.getListenable().addListener(weHeard);
        assertArrayEquals(bytes("curator"), ours.getValue(), "Curator's seed, as is");

        ours.setValue(bytes("from zkwire"));
        assertArrayEquals(bytes("from zkwire"), firstChange(theyHeard, bytes("curator")));
        assertArrayEquals(bytes("from zkwire"), weHeard.nextValue());
        Await.until(() -> Arrays.equals(bytes("from zkwire"), theirs.getValue()), "Curator holds zkwire's value");
        assertTrue(theirs.trySetValue(theirs.getVersionedValue(), bytes("from curator")));
        assertArrayEquals(bytes("from curator"), weHeard.nextValue());
        assertEquals(theirs.getVersionedValue().getZxid(), ours.getVersionedValue().getZxid(), "the same mzxid");
        assertEquals(theirs.getVersionedValue().getVersion(), ours.getVersionedValue().getVersion());
    }

    /**
     * The first value heard that differs from {@code seed}: Curator's listener may be told the seed too, since
     * its SharedValue re-reads and notifies on connection events.
     */
    private static byte[] firstChange(LinkedBlockingQueue<byte[]> heard, byte[] seed) throws InterruptedException {
        long deadline = System.nanoTime() + Await.LIMIT.toNanos();
        byte[] value;
        do {
            value = heard.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } while (value != null && Arrays.equals(seed, value));
        return value;
    }

    @Test
    void aStaleVersionFailsOnEitherSideAfterTheOtherWrote() throws Exception {
        String path = server.path("v");
        SharedValue ours = Started.value(server, server.client(), path, bytes("0"));
        var theirs = new org.apache.curator.framework.recipes.shared.SharedValue(server.curator(), path, bytes("x"));
        theirs.start();
        server.closeAfterTest(theirs);

        VersionedValue<byte[]> ourStale = ours.getVersionedValue();
        assertTrue(theirs.trySetValue(theirs.getVersionedValue(), bytes("1")));
        assertFalse(ours.trySetValue(ourStale, bytes("2")), "Curator wrote since zkwire read");
        assertArrayEquals(bytes("1"), ours.getValue());

        var theirStale = theirs.getVersionedValue();
        assertTrue(ours.trySetValue(ours.getVersionedValue(), bytes("3")));
        assertFalse(theirs.trySetValue(theirStale, bytes("4")), "zkwire wrote since Curator read");
        assertArrayEquals(bytes("3"), server.client().getData().forPath(path));
    }

    @Test
    void countsAreTheSameFourBytesAndAStaleCountFailsAcrossClients() throws Exception {
        String path = server.path("count");
        SharedCount ours = Started.count(server, server.client(), path, 7);
        CuratorFramework curator = server.curator();
        var theirValue = new org.apache.curator.framework.recipes.shared.SharedValue(curator, path, new byte[0]);
        theirValue.start();
        server.closeAfterTest(theirValue);
        assertArrayEquals(new byte[] {0, 0, 0, 7}, theirValue.getValue(), "Curator's SharedValue reads the count");
        var theirs = new org.apache.curator.framework.recipes.shared.SharedCount(curator, path, 0);
        theirs.start();
        server.closeAfterTest(theirs);

        var theirStale = theirs.getVersionedValue();
        ours.setCount(8);
        assertFalse(theirs.trySetCount(theirStale, 9), "Curator's count refuses a version zkwire moved on");
        assertEquals(8, theirs.getCount());
        VersionedValue<Integer> ourStale = ours.getVersionedValue();
        assertTrue(theirs.trySetCount(theirs.getVersionedValue(), 9));
        assertFalse(ours.trySetCount(ourStale, 10), "zkwire's count refuses a version Curator moved on");
        assertEquals(9, ours.getCount());
    }
}
