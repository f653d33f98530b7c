// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.watch;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Chroot;

/**
 * A watcher set through a namespace: the session's tables hold paths below the connect-string chroot, so
 * events are handed on with the namespace stripped. Equal for the same watcher and namespace, so that
 * removing a watch through the same view finds it.
 */
public record NamespacedWatcher(Watcher watcher, Chroot chroot) implements Watcher {

    /** {@code watcher} itself when {@code chroot} has no namespace (the session's paths are the client's). */
    public static Watcher of(Watcher watcher, Chroot chroot) {
        return chroot.namespace().isEmpty() ? watcher : new NamespacedWatcher(watcher, chroot);
    }

    @Override
    public void process(WatchedEvent event) {
        String path = event.path() == null ? null : chroot.fromSession(event.path());
        watcher.process(new WatchedEvent(event.type(), event.state(), path, event.zxid()));
    }
}
