package io.zkwire.client.internal.session;

import io.zkwire.client.internal.config.HostAndPort;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The servers of the connect string, shuffled once and then tried round-robin (StaticHostProvider,
 * docs/contributing/protocol.md §6.2). Remembers the host of the last successful handshake so the reconnect backoff can
 * add its extra pause when the rotation comes back to it. Confined to the session's event loop.
 */
public final class HostList {

    private final List<HostAndPort> hosts;
    private int lastPicked = -1;
    private int lastConnected = -1;

    public HostList(List<HostAndPort> hosts, Random random) {
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("at least one host is required");
        }
        List<HostAndPort> shuffled = new ArrayList<>(hosts);
        Collections.shuffle(shuffled, random);
        this.hosts = List.copyOf(shuffled);
    }

    public int size() {
        return hosts.size();
    }

    /** The hosts in trial order (for tests and log messages). */
    public List<HostAndPort> order() {
        return hosts;
    }

    /** The next host to try. */
    public HostAndPort next() {
        lastPicked = (lastPicked + 1) % hosts.size();
        return hosts.get(lastPicked);
    }

    /**
     * Makes {@code host} the last picked one, as if {@link #next()} had returned it: a server found to
     * serve read-write is tried next, and the rotation goes on after it.
     */
    public HostAndPort pick(HostAndPort host) {
        int index = hosts.indexOf(host);
        if (index < 0) {
            throw new IllegalArgumentException(host + " is not among " + hosts);
        }
        lastPicked = index;
        return host;
    }

    /** True if the host {@link #next()} would return is the one we last connected to successfully. */
    public boolean nextIsLastConnected() {
        return lastConnected >= 0 && (lastPicked + 1) % hosts.size() == lastConnected;
    }

    /** Records that the last picked host completed a handshake. */
    public void markConnected() {
        lastConnected = lastPicked;
    }
}
