package io.zkwire.jmh;

import java.util.ArrayList;
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
 * The protocol floor of an uncontended recipe cycle: the official client's asynchronous API sends what the
 * recipe must in one pipelined burst and waits only for the listings, which the server answers after the
 * creates. No recipe can do a cycle with fewer round trips; zkwire's cycle over this one is what its engine
 * costs.
 * <ul>
 *   <li>mutex: the previous cycle's delete (not awaited, as a zkwire release returns once its delete is
 *       sent), a protected ephemeral-sequential create2 and a getChildren2 of the lock directory;</li>
 *   <li>semaphore (Curator's V2 layout): the previous cycle's lease delete, then the internal mutex's create2
 *       and listing under {@code locks} and the lease's create2 and listing under {@code leases}; once both
 *       listings are in, the mutex node's delete (not awaited), as the recipe releases its internal mutex.</li>
 * </ul>
 */
final class ProtocolFloor {
    private static final long REPLY_WAIT_S = 30;
    private static final byte[] DATA = new byte[0];

    /** A node a cycle creates: its directory (below the floor's base path at first) and its name. */
    private record Node(String directory, String name) {}

    private final ZooKeeper zk;
    private final List<Node> nodes; // the last is kept until the next cycle, the others deleted at once
    private String previous;

    private ProtocolFloor(ZooKeeper zk, List<Node> nodes) {
        this.zk = zk;
        this.nodes = nodes;
    }

    /** The mutex cycle's floor. */
    static ProtocolFloor mutex(String connect) throws Exception {
        return open(connect, "floor", List.of(new Node("", "lock-")));
    }

    /** The semaphore V2 cycle's floor: its internal mutex, then the lease. */
    static ProtocolFloor semaphore(String connect) throws Exception {
        return open(connect, "semfloor", List.of(new Node("/locks", "lock-"), new Node("/leases", "lease-")));
    }

    private static ProtocolFloor open(String connect, String name, List<Node> below) throws Exception {
        ZooKeeper zk = Clients.official(connect);
        String base = ZkServerState.freshPath(name);
        Clients.createIfMissing(zk, base.substring(0, base.lastIndexOf('/')));
        Clients.createIfMissing(zk, base);
        List<Node> nodes = new ArrayList<>();
        for (Node node : below) {
            Clients.createIfMissing(zk, base + node.directory());
            nodes.add(new Node(base + node.directory(), node.name()));
        }
        return new ProtocolFloor(zk, nodes);
    }

    /** One cycle: returns once the listings (and so the creates) are answered. */
    void cycle() throws Exception {
        if (previous != null) {
            zk.delete(previous, -1, (rc, path, ctx) -> { }, null);
        }
        List<CompletableFuture<String>> created = new ArrayList<>();
        List<CompletableFuture<List<String>>> listed = new ArrayList<>();
        for (Node node : nodes) {
            created.add(create(node.directory() + "/_c_" + UUID.randomUUID() + "-" + node.name()));
            listed.add(list(node.directory()));
        }
        for (int i = 0; i < nodes.size(); i++) {
            List<String> children = listed.get(i).get(REPLY_WAIT_S, TimeUnit.SECONDS);
            String node = created.get(i).get(REPLY_WAIT_S, TimeUnit.SECONDS);
            if (children.size() != 1) { // the deletes and the create were applied before the listing
                throw new IllegalStateException("the floor's directory holds " + children + ", expected only " + node);
            }
            if (i < nodes.size() - 1) {
                zk.delete(node, -1, (rc, path, ctx) -> { }, null); // the semaphore's internal mutex, released
            } else {
                previous = node;
            }
        }
    }

    private CompletableFuture<String> create(String path) {
        CompletableFuture<String> created = new CompletableFuture<>();
        zk.create(path, DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.EPHEMERAL_SEQUENTIAL,
                (AsyncCallback.Create2Callback) (rc, p, ctx, name, stat) -> {
                    if (rc == 0) {
                        created.complete(name);
                    } else {
                        created.completeExceptionally(KeeperException.create(KeeperException.Code.get(rc), p));
                    }
                }, null);
        return created;
    }

    private CompletableFuture<List<String>> list(String directory) {
        CompletableFuture<List<String>> listed = new CompletableFuture<>();
        zk.getChildren(directory, false, (AsyncCallback.Children2Callback) (rc, p, ctx, children, stat) -> {
            if (rc == 0) {
                listed.complete(children);
            } else {
                listed.completeExceptionally(KeeperException.create(KeeperException.Code.get(rc), p));
            }
        }, null);
        return listed;
    }

    /** Closes the floor's client. */
    void close() throws InterruptedException {
        zk.close();
    }
}
