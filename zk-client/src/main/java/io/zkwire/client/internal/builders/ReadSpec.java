package io.zkwire.client.internal.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options of the read builders (getData, getChildren, getACL, checkExists): where to store the
 * Stat and which watcher to leave. Each builder's interface exposes the ones it supports.
 */
abstract class ReadSpec<S> {

    final ClientCore core;
    AtomicReference<Stat> stat;
    Watcher watcher;

    ReadSpec(ClientCore core) {
        this.core = core;
    }

    abstract S self();

    public S storingStatIn(AtomicReference<Stat> stat) {
        this.stat = stat;
        return self();
    }

    public S usingWatcher(Watcher watcher) {
        this.watcher = watcher;
        return self();
    }

    boolean wantsStat() {
        return stat != null;
    }

    /** Hands the reply's Stat to the caller's reference, if one was given. */
    void store(Stat replyStat) {
        if (stat != null) {
            stat.set(replyStat);
        }
    }
}
