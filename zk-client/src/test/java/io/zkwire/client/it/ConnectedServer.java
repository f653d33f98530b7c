package io.zkwire.client.it;

import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/** Finds which server of an ensemble holds a session's connection, from each server's {@code cons} reply. */
final class ConnectedServer {

    private ConnectedServer() {}

    /**
     * The index of the one running server listing {@code sessionId} among its connections; waits (bounded)
     * while none or several do, as just after a reconnect the old server may not have noticed yet.
     */
    static int of(ZkEnsemble ensemble, long sessionId) {
        Pattern session = Pattern.compile("sid=0x" + Long.toHexString(sessionId) + "\\b");
        AtomicReference<List<Integer>> holding = new AtomicReference<>(List.of());
        // no event tells when a server updates its connection list: ask again until exactly one lists it
        Polling.until(Await.TIMEOUT, "session 0x" + Long.toHexString(sessionId) + " on exactly one server",
                () -> holding.updateAndGet(previous -> serversListing(ensemble, session)).size() == 1,
                () -> "listed by servers " + holding.get());
        return holding.get().get(0);
    }

    private static List<Integer> serversListing(ZkEnsemble ensemble, Pattern session) {
        List<Integer> holding = new ArrayList<>();
        for (int i = 0; i < ensemble.size(); i++) {
            ZkServer server = ensemble.server(i);
            if (!server.isRunning()) {
                continue;
            }
            try {
                if (session.matcher(server.fourLetterWord("cons")).find()) {
                    holding.add(i);
                }
            } catch (IOException e) {
                // Not answering (electing, starting): it holds no session connection.
            }
        }
        return holding;
    }
}
