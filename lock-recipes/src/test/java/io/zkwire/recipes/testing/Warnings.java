// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * The WARNINGs one class logs through System.Logger (java.util.logging underneath), heard here instead of
 * printed among the test results, until closed.
 */
public final class Warnings implements AutoCloseable {

    private final LinkedBlockingQueue<String> heard = new LinkedBlockingQueue<>();
    private final Logger log;
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel() == Level.WARNING) {
                heard.add(new SimpleFormatter().formatMessage(record));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private Warnings(Class<?> source) {
        log = Logger.getLogger(source.getName());
        log.addHandler(handler);
        log.setUseParentHandlers(false);
    }

    /** Starts hearing what {@code source} warns about. */
    public static Warnings of(Class<?> source) {
        return new Warnings(source);
    }

    /** The warnings heard so far and not yet taken, in order. */
    public List<String> taken() {
        List<String> all = new ArrayList<>();
        heard.drainTo(all);
        return all;
    }

    /** The next warning, waited for within {@link Await#LIMIT}; null if none came. */
    public String next() throws InterruptedException {
        return heard.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        log.removeHandler(handler);
        log.setUseParentHandlers(true);
    }
}
