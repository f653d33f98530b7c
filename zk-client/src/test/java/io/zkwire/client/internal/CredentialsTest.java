package io.zkwire.client.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClientBuilder.AuthInfo;
import io.zkwire.protocol.records.AuthPacket;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class CredentialsTest {

    @Test
    void configuredAndAddedCredentialsAreReplayedInOrderAndWaitersHandedOverOnce() {
        Credentials credentials = new Credentials(List.of(new AuthInfo("digest", "a:1".getBytes())));
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        Credentials.Pending now = credentials.add("digest", "b:2".getBytes(), waiter);
        assertEquals(new AuthPacket(0, "digest", "b:2".getBytes()), now.packet());
        assertSame(waiter, now.waiter());

        List<Credentials.Pending> replay = credentials.replay();
        assertEquals(List.of(new AuthPacket(0, "digest", "a:1".getBytes()), new AuthPacket(0, "digest", "b:2".getBytes())),
                replay.stream().map(Credentials.Pending::packet).toList());
        assertNull(replay.get(1).waiter(), "the waiter went with the first send");
    }

    @Test
    void aRetriedAddAuthDoesNotDuplicateTheCredential() {
        Credentials credentials = new Credentials(List.of());
        CompletableFuture<Void> first = new CompletableFuture<>();
        credentials.add("digest", "u:p".getBytes(), first);
        CompletableFuture<Void> retry = new CompletableFuture<>();
        assertSame(retry, credentials.add("digest", "u:p".getBytes(), retry).waiter());
        assertEquals(1, credentials.size());
        assertEquals(1, credentials.replay().size());
        retry.complete(null);
        assertTrue(first.isDone(), "an earlier caller of the same credential is answered too");
    }
}
