package io.zkwire.recipes.locks;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Executor;

/**
 * A revocable lock's listener (docs/contributing/protocol.md §7.8): run on its executor whenever the own node's data reads
 * {@code __REVOKE__}, which {@link Revoker#attemptRevoke} writes.
 */
record Revocation(RevocationListener<InterProcessMutex> listener, InterProcessMutex lock, Executor executor) {

    static final byte[] REVOKE_MESSAGE = "__REVOKE__".getBytes(StandardCharsets.US_ASCII);

    void onNodeData(byte[] data) {
        if (Arrays.equals(data, REVOKE_MESSAGE)) {
            executor.execute(() -> listener.revocationRequested(lock));
        }
    }
}
