package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Blocking;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/** A {@link Lease} over the lease node a contender acquired. */
final class HeldLease implements Lease {

    private final HeldLock held;
    private final ZkClient client;

    HeldLease(HeldLock held, ZkClient client) {
        this.held = held;
        this.client = client;
    }

    @Override
    public void close() throws IOException {
        try {
            Blocking.await(held.release()); // returns once the delete is sent, see Acquisition.releaseAsync
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while returning lease " + held.nodePath(), e);
        } catch (Exception e) {
            throw new IOException("could not return lease " + held.nodePath() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] getData() throws Exception {
        return client.getData().forPath(held.nodePath());
    }

    @Override
    public String getNodeName() {
        return ZPaths.name(held.nodePath());
    }

    @Override
    public String nodePath() {
        return held.nodePath();
    }

    @Override
    public long fencingToken() {
        return held.fencingToken();
    }

    @Override
    public CompletableFuture<LockLoss> lost() {
        return held.lost();
    }

    @Override
    public CompletableFuture<LockLoss> lost(Executor executor) {
        return held.lost(executor);
    }

    @Override
    public boolean isLost() {
        return held.isLost();
    }

    @Override
    public CompletableFuture<Void> released() {
        return held.released();
    }

    @Override
    public CompletableFuture<Void> releaseAsync() {
        return held.releaseAsync();
    }

    @Override
    public String toString() {
        return "Lease[" + held.nodePath() + ", fencingToken=" + held.fencingToken() + "]";
    }
}
