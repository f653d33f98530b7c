// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.watch;

import io.zkwire.client.UnhandledErrorListenable;
import io.zkwire.client.UnhandledErrorListener;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;

/** The client's unhandled-error listeners: whoever logs a failure no caller receives also hands it here. */
public final class UnhandledErrors implements UnhandledErrorListenable {

    private static final System.Logger LOG = System.getLogger(UnhandledErrors.class.getName());

    private record Entry(UnhandledErrorListener listener, Executor executor) {}

    private final CopyOnWriteArrayList<Entry> entries = new CopyOnWriteArrayList<>();

    @Override
    public void addListener(UnhandledErrorListener listener) {
        addListener(listener, Runnable::run);
    }

    @Override
    public void addListener(UnhandledErrorListener listener, Executor executor) {
        Objects.requireNonNull(executor, "executor");
        entries.add(new Entry(Objects.requireNonNull(listener, "listener"), executor));
    }

    @Override
    public void removeListener(UnhandledErrorListener listener) {
        entries.removeIf(e -> e.listener() == listener);
    }

    /** Tells every listener; a listener that throws is only logged. */
    public void tell(String message, Throwable error) {
        for (Entry e : entries) {
            e.executor().execute(() -> {
                try {
                    e.listener().unhandledError(message, error);
                } catch (RuntimeException ex) {
                    LOG.log(Level.ERROR, "an unhandled-error listener threw", ex);
                }
            });
        }
    }
}
