package io.zkwire.client;

/**
 * Receives watch notifications, in server order, on the client's event thread (never the Netty event
 * loop). A slow watcher delays later events but never I/O.
 */
@FunctionalInterface
public interface Watcher {
    /** Called once per event, on the client's event thread, in the order the server sent them. */
    void process(WatchedEvent event);
}
