// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.CompressionException;
import io.zkwire.client.GzipCompressionProvider;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Compressed node data written by Curator and read by zkwire, and the other way round. */
@Timeout(60)
class CompressionInteropTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private static final byte[] VALUE = bytes("color=blue;".repeat(50));

    /** Curator 5.9 with its global switch on: every create and setData compresses, every getData decompresses. */
    private static CuratorFramework curatorCompressing() throws InterruptedException {
        CuratorFramework curator = server.closeAfterTest(CuratorFrameworkFactory.builder()
                .connectString(server.connectString()).retryPolicy(new RetryNTimes(10, 200))
                .enableCompression().build());
        curator.start();
        assertTrue(curator.blockUntilConnected(30, TimeUnit.SECONDS), "Curator connected");
        return curator;
    }

    @Test
    void guideSnippet() throws Exception {
        server.client().create().creatingParentsIfNeeded().forPath(server.root());
        String connectString = server.connectString() + server.root();
        byte[] json = VALUE;
        // snippet:start
        ZkClient client = ZkClient.builder()
                .connectString(connectString)
                .enableCompression()               // every create and setData compresses, every getData decompresses
                .build();
        client.start();
        client.create().creatingParentsIfNeeded().forPath("/config/big", json);
        byte[] read = client.getData().forPath("/config/big");                    // the data as given
        byte[] stored = client.getData().undecompressed().forPath("/config/big"); // the gzip bytes
        client.close();
        // snippet:end
        assertArrayEquals(json, read);
        assertTrue(stored.length < json.length, stored.length + " bytes stored");
    }

    @Test
    void ourGzipWritesCuratorsBytesAndEachReadsTheOthers() throws Exception {
        var theirs = new org.apache.curator.framework.imps.GzipCompressionProvider();
        var ours = new GzipCompressionProvider();
        for (byte[] data : new byte[][] {new byte[0], bytes("x"), VALUE}) {
            assertArrayEquals(theirs.compress("/p", data), ours.compress("/p", data));
            assertArrayEquals(data, ours.decompress("/p", theirs.compress("/p", data)));
            assertArrayEquals(data, theirs.decompress("/p", ours.compress("/p", data)));
        }
    }

    @Test
    void whatCuratorWroteCompressedWeReadDecompressed() throws Exception {
        CuratorFramework curator = curatorCompressing();
        String created = server.path("created");
        String set = server.path("set");
        curator.create().creatingParentsIfNeeded().forPath(created, VALUE);
        curator.create().uncompressed().forPath(set);
        curator.setData().forPath(set, bytes("second"));
        ZkClient client = server.client();

        assertArrayEquals(VALUE, client.getData().decompressed().forPath(created));
        assertArrayEquals(bytes("second"),
                client.async().getData().decompressed().forPath(set).get(10, TimeUnit.SECONDS));
        byte[] stored = client.getData().forPath(created);
        assertArrayEquals(curator.getData().undecompressed().forPath(created), stored, "plain getData: as stored");
        ZkClient switchedOn = server.client(b -> b.enableCompression());
        assertArrayEquals(VALUE, switchedOn.getData().forPath(created), "enableCompression: decompressed by default");
        assertArrayEquals(stored, switchedOn.getData().undecompressed().forPath(created));
    }

    @Test
    void whatWeWroteCompressedCuratorReadsDecompressed() throws Exception {
        ZkClient client = server.client();
        String created = server.path("ours");
        String asyncCreated = server.path("ours-async");
        client.create().compressed().creatingParentsIfNeeded().forPath(created, VALUE);
        client.async().create().compressed().forPath(asyncCreated, bytes("async")).get(10, TimeUnit.SECONDS);
        CuratorFramework curator = curatorCompressing();
        assertArrayEquals(VALUE, curator.getData().forPath(created));
        assertArrayEquals(bytes("async"), curator.getData().decompressed().forPath(asyncCreated));

        client.setData().compressed().forPath(created, bytes("v2"));
        client.async().setData().compressed().forPath(asyncCreated, bytes("v3")).get(10, TimeUnit.SECONDS);
        assertArrayEquals(bytes("v2"), curator.getData().forPath(created));
        assertArrayEquals(bytes("v3"), curator.getData().forPath(asyncCreated));
        client.setData().forPath(created, bytes("plain"));
        assertArrayEquals(bytes("plain"), curator.getData().undecompressed().forPath(created),
                "uncompressed by default");
    }

    @Test
    void enableCompressionCompressesCreatesSetDataAndTransactionsUnlessTheCallSaysNot() throws Exception {
        ZkClient client = server.client(b -> b.enableCompression());
        String a = server.path("a");
        String b = server.path("b");
        String c = server.path("c");
        client.create().creatingParentsIfNeeded().forPath(a, bytes("a1"));
        client.create().uncompressed().forPath(b, bytes("b1"));
        client.transaction().create(c, bytes("c1"), CreateMode.PERSISTENT).setData(a, bytes("a2"), -1).commit();
        CuratorFramework curator = curatorCompressing();
        assertArrayEquals(bytes("a2"), curator.getData().forPath(a));
        assertArrayEquals(bytes("b1"), curator.getData().undecompressed().forPath(b));
        assertArrayEquals(bytes("c1"), curator.getData().forPath(c));
        client.setData().uncompressed().forPath(a, bytes("a3"));
        assertArrayEquals(bytes("a3"), client.getData().undecompressed().forPath(a));
        assertArrayEquals(bytes("b1"), client.getData().undecompressed().forPath(b));
    }

    @Test
    void recipesOnBothSidesShareCompressedNodesWhenBothSwitchCompressionOn() throws Exception {
        String path = server.path("count");
        try (var ours = new io.zkwire.recipes.shared.SharedCount(server.client(b -> b.enableCompression()), path, 5);
                var theirs = new org.apache.curator.framework.recipes.shared.SharedCount(curatorCompressing(), path, 0)) {
            ours.start();
            theirs.start();
            assertTrue(theirs.getCount() == 5, "Curator reads the seed we wrote compressed: " + theirs.getCount());
            theirs.setCount(7);
            Await.until(() -> ours.getCount() == 7, "we read the count Curator wrote compressed");
        }
    }

    @Test
    void dataThatIsNotGzipFailsWithThePathAndWhatToDo() throws Exception {
        ZkClient client = server.client();
        String plain = server.path("plain");
        client.create().creatingParentsIfNeeded().forPath(plain, bytes("not compressed"));
        CompressionException e = assertThrows(CompressionException.class,
                () -> client.getData().decompressed().forPath(plain));
        assertTrue(e.getMessage().contains(plain) && e.getMessage().contains("undecompressed()"), e.getMessage());
        ExecutionException async = assertThrows(ExecutionException.class,
                () -> client.async().getData().decompressed().forPath(plain).get(10, TimeUnit.SECONDS));
        assertTrue(async.getCause() instanceof CompressionException, async.toString());
    }

    @Test
    void theCacheWithCompressedDataHoldsWhatCuratorCompressed() throws Exception {
        CuratorFramework curator = curatorCompressing();
        String root = server.path("cached");
        curator.create().creatingParentsIfNeeded().forPath(root, bytes("root"));
        curator.create().forPath(root + "/child", VALUE);
        curator.create().uncompressed().forPath(root + "/plain", bytes("plain"));
        CompletableFuture<Exception> refused = new CompletableFuture<>();
        ZkClient client = server.client();
        try (CuratorCache cache = CuratorCache.builder(client, root).withOptions(CuratorCache.Options.COMPRESSED_DATA)
                .withExceptionHandler(refused::complete).build();
                PathChildrenCache children = new PathChildrenCache(client, root, true, true)) {
            CompletableFuture<Void> initialized = new CompletableFuture<>();
            cache.listenable().addListener(CuratorCacheListener.builder()
                    .forInitialized(() -> initialized.complete(null)).build());
            cache.start();
            children.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
            Exception failure = Await.result(refused, "the cache reports the node it cannot decompress");
            assertTrue(failure instanceof CompressionException && failure.getMessage().contains(root + "/plain"),
                    String.valueOf(failure));
            Await.result(initialized, "cache initialized");
            assertArrayEquals(bytes("root"), cache.get(root).orElseThrow().getData());
            assertArrayEquals(VALUE, cache.get(root + "/child").orElseThrow().getData());
            assertArrayEquals(VALUE, children.getCurrentData(root + "/child").getData());
            curator.setData().forPath(root + "/child", bytes("changed"));
            Await.until(() -> new String(cache.get(root + "/child").orElseThrow().getData()).equals("changed"),
                    "the cache decompresses a change");
        }
    }
}
