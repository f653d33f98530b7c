package io.zkwire.faults;

import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.CuratorCacheListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A cache listener that replays what it hears onto its own copy of the tree and writes down every event that
 * could not have come from a correct cache: a node created twice, changed to an older or the same mzxid (an
 * event repeated or out of order), deleted while absent, deleted with an {@code oldData} other than what was
 * reported last, created under a parent not reported, or deleted before its children (unless they belong to its
 * next incarnation, created after it: a cache may have heard of them first). Each kind of call takes the
 * object's monitor, as the cache calls it from its listener executor while the test reads the results.
 */
final class CacheHistory implements CuratorCacheListener {

    /** A node as the events reported it. */
    record Seen(long czxid, long mzxid, String data) {}

    private final String root;
    private final Map<String, Seen> replayed = new TreeMap<>();
    private final Map<String, Long> lastCzxid = new TreeMap<>();
    /** Nodes left in place when an ancestor was reported deleted, with their czxid, until it is created again. */
    private final Map<String, Long> orphans = new TreeMap<>();
    private final List<String> violations = new ArrayList<>();
    /** Each path's events and the lifecycle calls around them, to show what led to a violation. */
    private final Map<String, List<String>> told = new TreeMap<>();
    private String lastLifecycle = "";
    private final BlockingQueue<String> lifecycle = new LinkedBlockingQueue<>();
    private volatile int events;

    CacheHistory(String root) {
        this.root = root;
    }

    @Override
    public synchronized void event(Type type, ChildData oldData, ChildData data) {
        events++;
        ChildData node = data != null ? data : oldData;
        told.computeIfAbsent(node.getPath(), p -> new ArrayList<>()).add(type + " czxid " + node.getStat().czxid()
                + " mzxid " + node.getStat().mzxid() + " after '" + lastLifecycle + "'");
        int before = violations.size();
        switch (type) {
            case NODE_CREATED -> created(data);
            case NODE_CHANGED -> changed(oldData, data);
            case NODE_DELETED -> deleted(oldData);
        }
        for (int i = before; i < violations.size(); i++) {
            String path = node.getPath();
            violations.set(i, violations.get(i) + " (its events: " + told.get(path) + "; its parent's: "
                    + told.get(parentOf(path)) + ")");
        }
    }

    private void created(ChildData data) {
        String path = data.getPath();
        Stat stat = data.getStat();
        if (replayed.containsKey(path)) {
            violations.add("created twice: " + path + " at czxid " + stat.czxid());
        }
        Long previous = lastCzxid.get(path);
        if (previous != null && stat.czxid() <= previous) {
            violations.add("created again with an older czxid: " + path + " " + stat.czxid() + " <= " + previous);
        }
        if (!path.equals(root) && !replayed.containsKey(parentOf(path)) && !orphans.containsKey(path)) {
            violations.add("created under a parent not reported: " + path);
        }
        orphans.entrySet().removeIf(orphan -> {
            if (!orphan.getKey().startsWith(path + "/")) {
                return false;
            }
            if (orphan.getValue() < stat.czxid()) {
                violations.add("deleted before its child " + orphan.getKey() + ", which it did not hold: " + path);
            }
            return true;
        });
        put(path, stat, data.getData());
    }

    private void changed(ChildData oldData, ChildData data) {
        String path = data.getPath();
        Seen seen = replayed.get(path);
        if (seen == null) {
            violations.add("changed while absent: " + path);
        } else if (data.getStat().czxid() != seen.czxid() || data.getStat().mzxid() <= seen.mzxid()) {
            violations.add("changed out of order or twice: " + path + " " + seen + " -> mzxid "
                    + data.getStat().mzxid() + " czxid " + data.getStat().czxid());
        } else if (oldData.getStat().mzxid() != seen.mzxid()) {
            violations.add("changed from a state not reported: " + path);
        }
        put(path, data.getStat(), data.getData());
    }

    private void deleted(ChildData oldData) {
        String path = oldData.getPath();
        Seen seen = replayed.remove(path);
        if (seen == null) {
            violations.add("deleted while absent: " + path);
        } else if (seen.mzxid() != oldData.getStat().mzxid() || seen.czxid() != oldData.getStat().czxid()) {
            violations.add("deleted from a state not reported: " + path);
        }
        // children may outlive it only if they belong to its next incarnation: checked when that is created
        replayed.forEach((other, node) -> {
            if (other.startsWith(path + "/")) {
                orphans.put(other, node.czxid());
            }
        });
    }

    private void put(String path, Stat stat, byte[] data) {
        replayed.put(path, new Seen(stat.czxid(), stat.mzxid(), data == null ? null : new String(data)));
        lastCzxid.put(path, stat.czxid());
    }

    private static String parentOf(String path) {
        return path.substring(0, path.lastIndexOf('/'));
    }

    @Override
    public void stale() {
        note("stale");
    }

    @Override
    public void sessionLost() {
        note("sessionLost");
    }

    @Override
    public void resynced() {
        note("resynced");
    }

    @Override
    public void initialized() {
        note("initialized");
    }

    @Override
    public void failed(Exception cause) {
        note("failed: " + cause);
    }

    private synchronized void note(String call) {
        lastLifecycle = call + " #" + events;
        lifecycle.add(call);
    }

    /** Lifecycle calls heard up to and including {@code last}, which must come within {@code seconds}. */
    List<String> lifecycleUntil(String last, long seconds) throws InterruptedException {
        List<String> heard = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (heard.isEmpty() || !heard.get(heard.size() - 1).equals(last)) {
            String next = lifecycle.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (next == null) {
                throw new AssertionError("no '" + last + "' from the cache within " + seconds + " s; heard " + heard);
            }
            heard.add(next);
        }
        return heard;
    }

    /** Lifecycle calls heard and not taken yet. */
    List<String> lifecycleSoFar() {
        List<String> heard = new ArrayList<>();
        lifecycle.drainTo(heard);
        return heard;
    }

    /** The violations, and nodes still left without the ancestor reported deleted over them. */
    synchronized List<String> violations() {
        List<String> all = new ArrayList<>(violations);
        orphans.keySet().forEach(path -> all.add("left without its deleted ancestor: " + path));
        return all;
    }

    synchronized Map<String, Seen> replayed() {
        return new TreeMap<>(replayed);
    }

    int events() {
        return events;
    }
}
