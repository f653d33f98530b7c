package io.zkwire.recipes.locks;

import java.io.Closeable;
import java.io.IOException;

/**
 * Curator's {@code Lease}: one lease of an {@link InterProcessSemaphoreV2}. Close it (ideally in a
 * finally block) to return it; if the session ends, the server returns it. Beyond Curator it is an
 * {@link Acquisition}: a fencing token (the lease node's czxid) and a lost signal.
 */
public interface Lease extends Closeable, Acquisition {

    /** Returns the lease (guaranteed delete of its node); closing twice is a no-op. */
    @Override
    void close() throws IOException;

    /** The data stored in the lease node. */
    byte[] getData() throws Exception;

    /** The lease node's name. */
    String getNodeName();
}
