// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

/**
 * Told of a failure that no caller receives (Curator's {@code UnhandledErrorListener}): a watcher, a
 * connection-state listener or a metrics listener that threw, or a background delete the client gave up. The
 * client also logs each one at ERROR or WARNING, listeners or not.
 */
@FunctionalInterface
public interface UnhandledErrorListener {

    /** Called on the thread that met the failure (or the listener's executor); must not block. */
    void unhandledError(String message, Throwable e);
}
