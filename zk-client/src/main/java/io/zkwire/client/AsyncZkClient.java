package io.zkwire.client;

import io.zkwire.client.builders.AsyncCreateBuilder;
import io.zkwire.client.builders.AsyncDeleteBuilder;
import io.zkwire.client.builders.AsyncExistsBuilder;
import io.zkwire.client.builders.AsyncGetACLBuilder;
import io.zkwire.client.builders.AsyncGetChildrenBuilder;
import io.zkwire.client.builders.AsyncGetConfigBuilder;
import io.zkwire.client.builders.AsyncGetDataBuilder;
import io.zkwire.client.builders.AsyncReconfigBuilder;
import io.zkwire.client.builders.AsyncSetACLBuilder;
import io.zkwire.client.builders.AsyncSetDataBuilder;
import io.zkwire.client.builders.AsyncTransactionBuilder;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.OpResult;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
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

    /** Creates a node: options, then {@code forPath}; completes with the created path (sequence included). */
    AsyncCreateBuilder create();

    /** Deletes a node: options, then {@code forPath}. */
    AsyncDeleteBuilder delete();

    /** The node's Stat, or null if it does not exist (a watch may be left either way). */
    AsyncExistsBuilder checkExists();

    /** The node's data (and Stat), optionally leaving a watch. */
    AsyncGetDataBuilder getData();

    /** Sets a node's data, optionally at a version; completes with the new Stat. */
    AsyncSetDataBuilder setData();

    /** The names of a node's children (unsorted, as the server sends them), optionally leaving a watch. */
    AsyncGetChildrenBuilder getChildren();

    /** A node's ACL (and Stat). */
    AsyncGetACLBuilder getACL();

    /** Sets a node's ACL, optionally at an ACL version. */
    AsyncSetACLBuilder setACL();

    /** An all-or-nothing multi: add operations, then {@code commit()}. */
    AsyncTransactionBuilder transaction();

    /** The ensemble's configuration, outside any chroot (Curator's {@code getConfig()}). */
    AsyncGetConfigBuilder getConfig();

    /** Changes the ensemble's membership (Curator's {@code reconfig()}); completes once committed. */
    AsyncReconfigBuilder reconfig();

    /** Makes the connected server catch up with the leader for {@code path}; completes with the path. */
    CompletableFuture<String> sync(String path);

    /** Reads several nodes in one request (3.6+); each op succeeds or fails on its own. */
    CompletableFuture<List<OpResult>> multiRead(List<ReadOp> ops);

    /** This session's ephemeral nodes under a prefix (3.6+); full server paths, as the official client. */
    CompletableFuture<List<String>> getEphemerals(String prefixPath);

    /** The number of all descendants of a node (3.6+). */
    CompletableFuture<Integer> getAllChildrenNumber(String path);

    /** Adds a persistent (or persistent recursive) watch (3.6+); it survives reconnects. */
    CompletableFuture<Void> addWatch(String path, Watcher watcher, AddWatchMode mode);

    /** Removes one watcher as {@link ZkClient#removeWatches} does; {@code local}: whatever the server says. */
    CompletableFuture<Void> removeWatches(String path, Watcher watcher, WatcherType type, boolean local);

    /** Removes every watcher of {@code type} on {@code path} as {@link ZkClient#removeAllWatches} does. */
    CompletableFuture<Void> removeAllWatches(String path, WatcherType type, boolean local);

    /** The identities the server associates with this session (3.7+). */
    CompletableFuture<List<ClientInfo>> whoAmI();

    /** Adds credentials now and after every reconnect (e.g. {@code "digest"}, {@code "user:pw"} bytes). */
    CompletableFuture<Void> addAuth(String scheme, byte[] auth);
}
