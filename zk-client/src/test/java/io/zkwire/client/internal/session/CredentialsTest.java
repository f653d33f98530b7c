package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.protocol.records.AuthPacket;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class CredentialsTest {

    private static AuthPacket digest(String userPassword) {
        return new AuthPacket(0, "digest", userPassword.getBytes());
    }

    @Test
    void configuredAndAddedCredentialsAreReplayedInOrderAndWaitersHandedOverOnce() {
        Credentials credentials = new Credentials(List.of(digest("a:1")));
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        Credentials.Pending now = credentials.add("digest", "b:2".getBytes(), waiter, true);
        assertEquals(digest("b:2"), now.packet());
        assertSame(waiter, now.waiter());

        List<Credentials.Pending> replay = credentials.replay();
        assertEquals(List.of(digest("a:1"), digest("b:2")), replay.stream().map(Credentials.Pending::packet).toList());
        assertNull(replay.get(1).waiter(), "the waiter went with the first send");
    }

    @Test
    void addedWhileDisconnectedTheWaiterWaitsForTheReplay() {
        Credentials credentials = new Credentials(List.of());
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        assertNull(credentials.add("digest", "u:p".getBytes(), waiter, false));
        assertSame(waiter, credentials.replay().get(0).waiter());
    }

    @Test
    void aRetriedAddAuthDoesNotDuplicateTheCredential() {
        Credentials credentials = new Credentials(List.of());
        CompletableFuture<Void> first = new CompletableFuture<>();
        credentials.add("digest", "u:p".getBytes(), first, false);
        CompletableFuture<Void> retry = new CompletableFuture<>();
        credentials.add("digest", "u:p".getBytes(), retry, false);
        assertEquals(1, credentials.size());
        List<Credentials.Pending> replay = credentials.replay();
        assertEquals(1, replay.size());
        assertSame(retry, replay.get(0).waiter());
        retry.complete(null);
        assertTrue(first.isDone(), "an earlier caller of the same credential is answered too");
    }
}
