package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Finds which server of an ensemble holds a session's connection, from each server's {@code cons} reply. */
final class ConnectedServer {

    private ConnectedServer() {}

    /**
     * The index of the one running server listing {@code sessionId} among its connections; waits (bounded)
     * while none or several do, as just after a reconnect the old server may not have noticed yet.
     */
    static int of(ZkEnsemble ensemble, long sessionId) throws InterruptedException {
        Pattern session = Pattern.compile("sid=0x" + Long.toHexString(sessionId) + "\\b");
        long deadline = System.nanoTime() + Await.TIMEOUT.toNanos();
        List<Integer> holding = List.of();
        while (System.nanoTime() < deadline) {
            holding = serversListing(ensemble, session);
            if (holding.size() == 1) {
                return holding.get(0);
            }
            Thread.sleep(100); // no event tells when a server updates its connection list
        }
        return fail("session 0x" + Long.toHexString(sessionId) + " is not on exactly one server; on " + holding);
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
