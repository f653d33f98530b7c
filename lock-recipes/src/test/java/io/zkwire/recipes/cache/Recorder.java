// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.recipes.testing.Await;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A cache listener that writes down what it hears as lines ("NODE_CREATED /a=x", "NODE_DELETED /a",
 * "initialized", "stale", "resynced", "failed: ..."), for tests that expect them one by one, in order.
 */
final class Recorder implements CuratorCacheListener {

    /** A node event with the stat it carried, for ordering checks. */
    record Heard(Type type, String path, long mzxid) {}

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    final List<Heard> events = new CopyOnWriteArrayList<>();
    private final boolean sessionLostToo;

    Recorder() {
        this(false);
    }

    private Recorder(boolean sessionLostToo) {
        this.sessionLostToo = sessionLostToo;
    }

    /** A recorder that also writes down "sessionLost", between "stale" and "resynced". */
    static Recorder withSessionLost() {
        return new Recorder(true);
    }

    @Override
    public void event(Type type, ChildData oldData, ChildData data) {
        ChildData node = data != null ? data : oldData;
        events.add(new Heard(type, node.getPath(), node.getStat().mzxid()));
        String text = data == null || data.getData() == null ? ""
                : "=" + new String(data.getData(), StandardCharsets.UTF_8);
        lines.add(type + " " + node.getPath() + text);
    }

    /** Writes down a line of the test's own (for listeners of other kinds). */
    void line(String text) {
        lines.add(text);
    }

    @Override
    public void initialized() {
        lines.add("initialized");
    }

    @Override
    public void stale() {
        lines.add("stale");
    }

    @Override
    public void sessionLost() {
        if (sessionLostToo) {
            lines.add("sessionLost");
        }
    }

    @Override
    public void resynced() {
        lines.add("resynced");
    }

    @Override
    public void failed(Exception cause) {
        lines.add("failed: " + cause.getMessage());
    }

    /** The next line heard; fails the test if none comes within the limit. */
    String next() throws InterruptedException {
        String line = lines.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            fail("the cache listener heard nothing more within " + Await.LIMIT);
        }
        return line;
    }

    /** The next lines are exactly {@code expected}, in order. */
    void expect(String... expected) throws InterruptedException {
        List<String> heard = new ArrayList<>();
        for (int i = 0; i < expected.length; i++) {
            heard.add(next());
        }
        assertEquals(List.of(expected), heard);
    }

    /** Lines heard up to and including {@code last} (skipping none; fails if it never comes). */
    List<String> until(String last) throws InterruptedException {
        List<String> heard = new ArrayList<>();
        String line;
        do {
            line = next();
            heard.add(line);
        } while (!line.equals(last));
        return heard;
    }

    /** Nothing more was heard so far. */
    void expectNothingMore() {
        assertNull(lines.peek(), "the cache listener heard more than expected");
    }
}
