package io.zkwire.jmh;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.AsyncCallback;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;

/**
 * The protocol floor of an uncontended mutex cycle: the official client's asynchronous API sends what a lock
 * must (the previous cycle's delete, not awaited; a protected ephemeral-sequential create2; a getChildren2 of
 * the lock directory) in one pipelined burst and waits only for the listing, which the server answers after
 * the create. No recipe can do a cycle with fewer round trips; zkwire's cycle over this one is what its
 * engine costs.
 */
final class ProtocolFloor {
    private static final long REPLY_WAIT_S = 30;
    private static final byte[] DATA = new byte[0];

    private final ZooKeeper zk;
    private final String directory;
    private String previous;

    private ProtocolFloor(ZooKeeper zk, String directory) {
        this.zk = zk;
        this.directory = directory;
    }

    static Side open(String connect) throws Exception {
        ZooKeeper zk = Clients.official(connect);
        String directory = BenchServer.freshPath("floor");
        Clients.createIfMissing(zk, directory.substring(0, directory.lastIndexOf('/')));
        Clients.createIfMissing(zk, directory);
        ProtocolFloor floor = new ProtocolFloor(zk, directory);
        return Side.timed(floor::cycle, zk::close);
    }

    private void cycle() throws Exception {
        if (previous != null) {
            zk.delete(previous, -1, (rc, path, ctx) -> { }, null);
        }
        CompletableFuture<String> created = new CompletableFuture<>();
        CompletableFuture<List<String>> listed = new CompletableFuture<>();
        zk.create(directory + "/_c_" + UUID.randomUUID() + "-lock-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                CreateMode.EPHEMERAL_SEQUENTIAL, (AsyncCallback.Create2Callback) (rc, path, ctx, name, stat) -> {
                    if (rc == 0) {
                        created.complete(name);
                    } else {
                        created.completeExceptionally(KeeperException.create(KeeperException.Code.get(rc), path));
                    }
                }, null);
        zk.getChildren(directory, false, (AsyncCallback.Children2Callback) (rc, path, ctx, children, stat) -> {
            if (rc == 0) {
                listed.complete(children);
            } else {
                listed.completeExceptionally(KeeperException.create(KeeperException.Code.get(rc), path));
            }
        }, null);
        List<String> children = listed.get(REPLY_WAIT_S, TimeUnit.SECONDS);
        previous = created.get(REPLY_WAIT_S, TimeUnit.SECONDS);
        if (children.size() != 1) { // the delete and the create were applied before the listing
            throw new IllegalStateException("the floor's lock directory holds " + children + ", expected only "
                    + previous);
        }
    }
}
