package io.zkwire.client;

import io.zkwire.client.builders.AsyncCreateBuilder;
import io.zkwire.client.builders.AsyncDeleteBuilder;
import io.zkwire.client.builders.AsyncExistsBuilder;
import io.zkwire.client.builders.AsyncGetACLBuilder;
import io.zkwire.client.builders.AsyncGetChildrenBuilder;
import io.zkwire.client.builders.AsyncGetDataBuilder;
import io.zkwire.client.builders.AsyncSetACLBuilder;
import io.zkwire.client.builders.AsyncSetDataBuilder;
import io.zkwire.client.builders.AsyncTransactionBuilder;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.records.OpResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The asynchronous core of {@link ZkClient}: every operation is sent at once (pipelined on the session's
 * connection, answered in order) and returns a {@link CompletableFuture} that completes on the client's
 * event thread, never on a Netty event loop. No retries: a request in flight when the connection drops
 * fails with ConnectionLossException; one made while disconnected waits for the next connection (up to
 * the connection timeout) and then fails the same way; after close, IllegalStateException.
 */
public interface AsyncZkClient {

    AsyncCreateBuilder create();

    AsyncDeleteBuilder delete();

    AsyncExistsBuilder checkExists();

    AsyncGetDataBuilder getData();

    AsyncSetDataBuilder setData();

    AsyncGetChildrenBuilder getChildren();

    AsyncGetACLBuilder getACL();

    AsyncSetACLBuilder setACL();

    AsyncTransactionBuilder transaction();

    CompletableFuture<String> sync(String path);

    CompletableFuture<List<OpResult>> multiRead(List<ReadOp> ops);

    CompletableFuture<List<String>> getEphemerals(String prefixPath);

    CompletableFuture<Integer> getAllChildrenNumber(String path);

    CompletableFuture<Void> addWatch(String path, Watcher watcher, AddWatchMode mode);

    CompletableFuture<Void> removeWatches(String path, Watcher watcher, WatcherType type, boolean local);

    CompletableFuture<Void> removeAllWatches(String path, WatcherType type, boolean local);

    CompletableFuture<List<ClientInfo>> whoAmI();

    CompletableFuture<Void> addAuth(String scheme, byte[] auth);
}
