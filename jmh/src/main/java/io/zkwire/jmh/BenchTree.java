// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.Op;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;

/**
 * A tree for the cache benchmarks, written and removed with the official client in multi() batches: a fresh
 * root, {@link #PARENTS} parents under it and {@code leaves} leaves spread over them, each leaf holding
 * {@link #DATA_BYTES} bytes. Two levels keep every getChildren reply far below jute.maxbuffer.
 */
final class BenchTree {
    static final int PARENTS = 100;
    static final int DATA_BYTES = 32;
    private static final int BATCH = 1000;

    final String root;
    final int leaves;

    private BenchTree(String root, int leaves) {
        this.root = root;
        this.leaves = leaves;
    }

    /** Every node the cache of the root holds: the root, the parents and the leaves. */
    int nodes() {
        return 1 + PARENTS + leaves;
    }

    String leaf(int i) {
        return root + "/p" + (i % PARENTS) + "/n" + i;
    }

    static byte[] data(int i, int generation) {
        byte[] data = new byte[DATA_BYTES];
        byte[] text = ("leaf " + i + " gen " + generation).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(text, 0, data, 0, Math.min(text.length, DATA_BYTES));
        return data;
    }

    static BenchTree create(ZooKeeper zk, String kind, int leaves) throws Exception {
        Clients.createIfMissing(zk, "/bench");
        BenchTree tree = new BenchTree(ZkServerState.freshPath(kind), leaves);
        List<Op> ops = new ArrayList<>();
        ops.add(create(tree.root, new byte[0]));
        for (int p = 0; p < PARENTS; p++) {
            ops.add(create(tree.root + "/p" + p, new byte[0]));
        }
        zk.multi(ops);
        ops.clear();
        for (int i = 0; i < leaves; i++) {
            ops.add(create(tree.leaf(i), data(i, 0)));
            if (ops.size() == BATCH || i == leaves - 1) {
                zk.multi(ops);
                ops.clear();
            }
        }
        return tree;
    }

    /** Writes new data (generation {@code generation}) into every 100th leaf, from a start that moves with it. */
    int changeOnePercent(ZooKeeper zk, int generation) throws Exception {
        List<Op> ops = new ArrayList<>();
        int changed = 0;
        for (int i = generation % 100; i < leaves; i += 100) {
            ops.add(Op.setData(leaf(i), data(i, generation), -1));
            changed++;
            if (ops.size() == BATCH) {
                zk.multi(ops);
                ops.clear();
            }
        }
        if (!ops.isEmpty()) {
            zk.multi(ops);
        }
        return changed;
    }

    void delete(ZooKeeper zk) throws Exception {
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < leaves; i++) {
            ops.add(Op.delete(leaf(i), -1));
            if (ops.size() == BATCH || i == leaves - 1) {
                zk.multi(ops);
                ops.clear();
            }
        }
        for (int p = 0; p < PARENTS; p++) {
            ops.add(Op.delete(root + "/p" + p, -1));
        }
        ops.add(Op.delete(root, -1));
        zk.multi(ops);
    }

    private static Op create(String path, byte[] data) {
        return Op.create(path, data, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
    }
}
