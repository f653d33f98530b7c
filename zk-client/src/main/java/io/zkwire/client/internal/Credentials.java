package io.zkwire.client.internal;

import io.zkwire.client.ZkClientBuilder.AuthInfo;
import io.zkwire.protocol.records.AuthPacket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Every credential given so far, in order, re-sent as AuthPackets after each handshake (PROTOCOL.md
 * §6.6). A credential added by addAuth carries its caller's future until the first reply. Event loop only.
 */
final class Credentials {

    /** One AuthPacket to send, and who waits for its reply (null: nobody). */
    record Pending(AuthPacket packet, CompletableFuture<Void> waiter) {}

    private static final class Entry {
        final AuthPacket packet;
        CompletableFuture<Void> waiter;

        Entry(AuthPacket packet, CompletableFuture<Void> waiter) {
            this.packet = packet;
            this.waiter = waiter;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    Credentials(List<AuthInfo> configured) {
        configured.forEach(a -> entries.add(new Entry(new AuthPacket(0, a.scheme(), a.auth()), null)));
    }

    /** Remembers a credential; returns the packet to send now if connected. */
    Pending add(String scheme, byte[] auth, CompletableFuture<Void> waiter) {
        Entry entry = new Entry(new AuthPacket(0, scheme, auth), waiter);
        entries.add(entry);
        return take(entry);
    }

    /** Everything to send after a handshake, waiters handed over once. */
    List<Pending> replay() {
        List<Pending> all = new ArrayList<>();
        entries.forEach(e -> all.add(take(e)));
        return all;
    }

    private static Pending take(Entry entry) {
        Pending p = new Pending(entry.packet, entry.waiter);
        entry.waiter = null;
        return p;
    }
}
