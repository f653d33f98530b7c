package io.zkwire.client.internal.session;

import io.zkwire.protocol.records.AuthPacket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Every credential given so far, in order, re-sent as AuthPackets after each handshake (docs/contributing/protocol.md
 * §6.6). A credential added by addAuth carries its caller's future until the first reply. Event loop only.
 * Unlike Apache's client, an identical credential is kept once; sending it again would change nothing.
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

    Credentials(List<AuthPacket> configured) {
        configured.forEach(packet -> entries.add(new Entry(packet, null)));
    }

    /**
     * Remembers a credential (once: a retried addAuth must not make every handshake send it twice). If
     * {@code sendNow}, returns the packet to send with its waiter; otherwise the waiter stays with the
     * credential until the next {@link #replay()}, and null is returned.
     */
    Pending add(String scheme, byte[] auth, CompletableFuture<Void> waiter, boolean sendNow) {
        AuthPacket packet = new AuthPacket(0, scheme, auth);
        Entry entry = entries.stream().filter(e -> e.packet.equals(packet)).findFirst().orElse(null);
        if (entry == null) {
            entry = new Entry(packet, waiter);
            entries.add(entry);
        } else {
            CompletableFuture<Void> earlier = entry.waiter;
            if (earlier != null) {
                // An earlier caller still waits for this credential's first reply: answer both.
                waiter.whenComplete((v, e) -> {
                    if (e != null) {
                        earlier.completeExceptionally(e);
                    } else {
                        earlier.complete(null);
                    }
                });
            }
            entry.waiter = waiter;
        }
        return sendNow ? take(entry) : null;
    }

    int size() {
        return entries.size();
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
