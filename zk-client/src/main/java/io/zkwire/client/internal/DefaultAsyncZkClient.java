package io.zkwire.client.internal;

import io.zkwire.client.AsyncZkClient;
import io.zkwire.client.ReadOp;
import io.zkwire.client.Watcher;
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
import io.zkwire.client.internal.builders.AclBuilders;
import io.zkwire.client.internal.builders.ClientCore;
import io.zkwire.client.internal.builders.CreateBuilders;
import io.zkwire.client.internal.builders.DeleteBuilders;
import io.zkwire.client.internal.builders.ExistsBuilders;
import io.zkwire.client.internal.builders.GetChildrenBuilders;
import io.zkwire.client.internal.builders.GetConfigBuilders;
import io.zkwire.client.internal.builders.GetDataBuilders;
import io.zkwire.client.internal.builders.ReconfigBuilders;
import io.zkwire.client.internal.builders.SetDataBuilders;
import io.zkwire.client.internal.builders.TransactionBuilders;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.OpResult;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ClientInfo;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The asynchronous API: each call relays the internal future to the event thread. */
final class DefaultAsyncZkClient implements AsyncZkClient {

    private final ClientCore core;

    DefaultAsyncZkClient(ClientCore core) {
        this.core = core;
    }

    @Override
    public AsyncCreateBuilder create() {
        return new CreateBuilders.Async(core);
    }

    @Override
    public AsyncDeleteBuilder delete() {
        return new DeleteBuilders.Async(core);
    }

    @Override
    public AsyncExistsBuilder checkExists() {
        return new ExistsBuilders.Async(core);
    }

    @Override
    public AsyncGetConfigBuilder getConfig() {
        return new GetConfigBuilders.Async(core);
    }

    @Override
    public AsyncReconfigBuilder reconfig() {
        return new ReconfigBuilders.Async(core);
    }

    @Override
    public AsyncGetDataBuilder getData() {
        return new GetDataBuilders.Async(core);
    }

    @Override
    public AsyncSetDataBuilder setData() {
        return new SetDataBuilders.Async(core);
    }

    @Override
    public AsyncGetChildrenBuilder getChildren() {
        return new GetChildrenBuilders.Async(core);
    }

    @Override
    public AsyncGetACLBuilder getACL() {
        return new AclBuilders.AsyncGet(core);
    }

    @Override
    public AsyncSetACLBuilder setACL() {
        return new AclBuilders.AsyncSet(core);
    }

    @Override
    public AsyncTransactionBuilder transaction() {
        return new TransactionBuilders.Async(core);
    }

    @Override
    public CompletableFuture<String> sync(String path) {
        return core.invoker().async(() -> core.ops().sync(path));
    }

    @Override
    public CompletableFuture<List<OpResult>> multiRead(List<ReadOp> ops) {
        return core.invoker().async(() -> core.multi().read(ops));
    }

    @Override
    public CompletableFuture<List<String>> getEphemerals(String prefixPath) {
        return core.invoker().async(() -> core.ops().getEphemerals(prefixPath));
    }

    @Override
    public CompletableFuture<Integer> getAllChildrenNumber(String path) {
        return core.invoker().async(() -> core.ops().getAllChildrenNumber(path));
    }

    @Override
    public CompletableFuture<Void> addWatch(String path, Watcher watcher, AddWatchMode mode) {
        return core.invoker().async(() -> core.ops().addWatch(path, watcher, mode));
    }

    @Override
    public CompletableFuture<Void> removeWatches(String path, Watcher watcher, WatcherType type, boolean local) {
        return core.invoker().async(() -> core.ops().removeWatches(path, watcher, type, local));
    }

    @Override
    public CompletableFuture<Void> removeAllWatches(String path, WatcherType type, boolean local) {
        return core.invoker().async(() -> core.ops().removeAllWatches(path, type, local));
    }

    @Override
    public CompletableFuture<List<ClientInfo>> whoAmI() {
        return core.invoker().async(() -> core.ops().whoAmI());
    }

    @Override
    public CompletableFuture<Void> addAuth(String scheme, byte[] auth) {
        return core.invoker().async(() -> core.ops().addAuth(scheme, auth));
    }
}
