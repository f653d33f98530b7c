package io.zkwire.client.internal.session;

/**
 * Normal request xids: 1, 2, ... Integer.MAX_VALUE, then 1 again; never 0 or negative, which are
 * reserved (docs/contributing/protocol.md §3.2). Drawn on the event loop at write time so xids rise in wire order.
 */
public final class XidGenerator {

    private int last;

    public XidGenerator() {
        this(0);
    }

    /** Starts after {@code last} (for tests of the wrap-around). */
    XidGenerator(int last) {
        this.last = last;
    }

    public int next() {
        last = last == Integer.MAX_VALUE ? 1 : last + 1;
        return last;
    }
}
