package io.zkwire.client.internal.ops;

import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.client.internal.session.Call;
import io.zkwire.client.internal.session.ReplyReader;
import io.zkwire.client.internal.session.ZkSession;
import io.zkwire.client.internal.watch.NamespacedWatcher;
import io.zkwire.client.internal.watch.WatchRegistration;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.AddWatchRequest;
import io.zkwire.protocol.records.CheckWatchesRequest;
import io.zkwire.protocol.records.Create2Response;
import io.zkwire.protocol.records.CreateRequest;
import io.zkwire.protocol.records.CreateTTLRequest;
import io.zkwire.protocol.records.DeleteRequest;
import io.zkwire.protocol.records.ExistsRequest;
import io.zkwire.protocol.records.ExistsResponse;
import io.zkwire.protocol.records.GetACLRequest;
import io.zkwire.protocol.records.GetACLResponse;
import io.zkwire.protocol.records.GetAllChildrenNumberRequest;
import io.zkwire.protocol.records.GetAllChildrenNumberResponse;
import io.zkwire.protocol.records.GetChildren2Request;
import io.zkwire.protocol.records.GetChildren2Response;
import io.zkwire.protocol.records.GetChildrenRequest;
import io.zkwire.protocol.records.GetChildrenResponse;
import io.zkwire.protocol.records.GetDataRequest;
import io.zkwire.protocol.records.GetDataResponse;
import io.zkwire.protocol.records.ReconfigRequest;
import io.zkwire.protocol.records.GetEphemeralsRequest;
import io.zkwire.protocol.records.GetEphemeralsResponse;
import io.zkwire.protocol.records.RemoveWatchesRequest;
import io.zkwire.protocol.records.SetACLRequest;
import io.zkwire.protocol.records.SetACLResponse;
import io.zkwire.protocol.records.SetDataRequest;
import io.zkwire.protocol.records.SetDataResponse;
import io.zkwire.protocol.records.SyncRequest;
import io.zkwire.protocol.records.WhoAmIResponse;
import io.zkwire.client.ACLProvider;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One request per method: validates the input, builds the request record with the server path, submits
 * it and decodes the reply. Paths in and out are client paths; the chroot is applied here. Results
 * complete on the event loop (internal futures): the public API relays or awaits them.
 */
public final class Operations {

    private final ZkSession session;
    private final Chroot chroot;
    private final int maxBufferBytes;
    private final ACLProvider aclProvider;

    public Operations(ZkSession session, Chroot chroot, int maxBufferBytes, ACLProvider aclProvider) {
        this.aclProvider = aclProvider;
        this.session = session;
        this.chroot = chroot;
        this.maxBufferBytes = maxBufferBytes;
    }

    public ZkSession session() {
        return session;
    }

    public Chroot chroot() {
        return chroot;
    }

    /**
     * The ACL of a node created without an explicit one (Curator's ACLing): the provider's for the server
     * path, else its default, else OPEN_ACL_UNSAFE.
     */
    public List<ACL> aclFor(String serverPath, List<ACL> explicit) {
        if (explicit != null) {
            return explicit;
        }
        List<ACL> forPath = aclProvider.getAclForPath(serverPath);
        if (forPath != null) {
            return forPath;
        }
        List<ACL> fallback = aclProvider.getDefaultAcl();
        return fallback != null ? fallback : Ids.OPEN_ACL_UNSAFE;
    }

    /** A created node: its client path (sequence suffix included) and its Stat. */
    public record Created(String path, Stat stat) {}

    /**
     * Creates a node as Curator does on the wire (docs/contributing/protocol.md §7.1): create2 (15) for modes 0-3, so the
     * Stat is always there, createContainer (19) and createTTL (21) otherwise. A null {@code acl} is
     * the ACL provider's.
     */
    public CompletableFuture<Created> create(String path, byte[] data, CreateMode mode, List<ACL> acl, long ttlMs) {
        Paths.validate(path, mode.isSequential());
        checkData(path, data);
        String server = chroot.toServer(path);
        acl = aclFor(server, acl);
        if (mode.isTtl()) {
            return session.submit(new Call<>(OpCode.CREATE_TTL, new CreateTTLRequest(server, data, acl, mode.flag(), ttlMs),
                    path, body -> created(Create2Response.decode(body))));
        }
        OpCode op = mode.isContainer() ? OpCode.CREATE_CONTAINER : OpCode.CREATE2;
        return session.submit(new Call<>(op, new CreateRequest(server, data, acl, mode.flag()), path,
                body -> created(Create2Response.decode(body))));
    }

    /**
     * Creates a missing parent, given by its server path (it may lie above the chroot): a plain create
     * (1), or createContainer (19), with no Stat, as Curator's mkdirs does.
     */
    public CompletableFuture<Void> createParent(String serverPath, boolean container) {
        Paths.validate(serverPath, false);
        CreateRequest request = new CreateRequest(serverPath, new byte[0], aclFor(serverPath, null),
                container ? CreateMode.CONTAINER.flag() : CreateMode.PERSISTENT.flag());
        return session.submit(new Call<>(container ? OpCode.CREATE_CONTAINER : OpCode.CREATE, request, serverPath,
                ReplyReader.none()));
    }

    private Created created(Create2Response response) {
        return new Created(chroot.toClient(response.path()), response.stat());
    }

    public CompletableFuture<Void> delete(String path, int version) {
        Paths.validate(path, false);
        // delete("/") goes out unprefixed, so it always fails instead of deleting the chroot (§6.7).
        String server = path.equals("/") ? path : chroot.toServer(path);
        return session.submit(new Call<>(OpCode.DELETE, new DeleteRequest(server, version), path, ReplyReader.none()));
    }

    /** The Stat, or null if the node does not exist; a watcher is registered either way. */
    public CompletableFuture<Stat> exists(String path, Watcher watcher) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.EXISTS, new ExistsRequest(chroot.toServer(path), watcher != null),
                path, ReplyReader.nullOnNoNode(body -> ExistsResponse.decode(body).stat()),
                watcher == null ? null : WatchRegistration.exists(watchPath(path), watcherFor(watcher))));
    }

    public CompletableFuture<GetDataResponse> getData(String path, Watcher watcher) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.GET_DATA, new GetDataRequest(chroot.toServer(path), watcher != null),
                path, GetDataResponse::decode,
                watcher == null ? null : WatchRegistration.data(watchPath(path), watcherFor(watcher))));
    }

    /** The ensemble's configuration node, which lies outside any chroot. */
    public CompletableFuture<GetDataResponse> getConfig(Watcher watcher) {
        return session.submit(new Call<>(OpCode.GET_DATA, new GetDataRequest(Chroot.CONFIG_NODE, watcher != null),
                Chroot.CONFIG_NODE, GetDataResponse::decode,
                watcher == null ? null : WatchRegistration.data(Chroot.CONFIG_NODE, watcher)));
    }

    /** Proposes a membership change; the reply carries the new configuration node. */
    public CompletableFuture<GetDataResponse> reconfig(ReconfigRequest request) {
        return session.submit(new Call<>(OpCode.RECONFIG, request, Chroot.CONFIG_NODE, GetDataResponse::decode));
    }

    public CompletableFuture<Stat> setData(String path, byte[] data, int version) {
        Paths.validate(path, false);
        checkData(path, data);
        return session.submit(new Call<>(OpCode.SET_DATA, new SetDataRequest(chroot.toServer(path), data, version),
                path, body -> SetDataResponse.decode(body).stat()));
    }

    /** Child names (in no particular order) and the parent's Stat, null unless asked for. */
    public record Children(List<String> names, Stat stat) {}

    /** Child names and, when {@code wantStat}, the parent's Stat (getChildren2). */
    public CompletableFuture<Children> getChildren(String path, Watcher watcher, boolean wantStat) {
        Paths.validate(path, false);
        String server = chroot.toServer(path);
        WatchRegistration watch = watcher == null ? null
                : WatchRegistration.children(watchPath(path), watcherFor(watcher));
        if (wantStat) {
            return session.submit(new Call<>(OpCode.GET_CHILDREN2, new GetChildren2Request(server, watcher != null),
                    path, body -> {
                        GetChildren2Response r = GetChildren2Response.decode(body);
                        return new Children(r.children(), r.stat());
                    }, watch));
        }
        return session.submit(new Call<>(OpCode.GET_CHILDREN, new GetChildrenRequest(server, watcher != null), path,
                body -> new Children(GetChildrenResponse.decode(body).children(), null), watch));
    }

    public CompletableFuture<GetACLResponse> getACL(String path) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.GET_ACL, new GetACLRequest(chroot.toServer(path)), path,
                GetACLResponse::decode));
    }

    public CompletableFuture<Stat> setACL(String path, List<ACL> acl, int version) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.SET_ACL, new SetACLRequest(chroot.toServer(path), acl, version), path,
                body -> SetACLResponse.decode(body).stat()));
    }

    /** Completes with the client path once the server caught up with the leader. */
    public CompletableFuture<String> sync(String path) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.SYNC, new SyncRequest(chroot.toServer(path)), path, body -> path));
    }

    /** Full server paths, prefix sent without the chroot: Apache's client behaves the same (§6.7). */
    public CompletableFuture<List<String>> getEphemerals(String prefixPath) {
        Paths.validate(prefixPath, false);
        return session.submit(new Call<>(OpCode.GET_EPHEMERALS, new GetEphemeralsRequest(prefixPath), prefixPath,
                body -> GetEphemeralsResponse.decode(body).ephemerals()));
    }

    public CompletableFuture<Integer> getAllChildrenNumber(String path) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.GET_ALL_CHILDREN_NUMBER,
                new GetAllChildrenNumberRequest(chroot.toServer(path)), path,
                body -> GetAllChildrenNumberResponse.decode(body).totalNumber()));
    }

    public CompletableFuture<Void> addWatch(String path, Watcher watcher, AddWatchMode mode) {
        Paths.validate(path, false);
        return session.submit(new Call<>(OpCode.ADD_WATCH, new AddWatchRequest(chroot.toServer(path), mode.intValue()),
                path, ReplyReader.none(), WatchRegistration.persistent(watchPath(path), watcherFor(watcher), mode)));
    }

    /** One watcher: the server is asked with checkWatches, even when {@code local}; then it is removed here. */
    public CompletableFuture<Void> removeWatches(String path, Watcher watcher, WatcherType type, boolean local) {
        Paths.validate(path, false);
        Call<Void> ask = new Call<>(OpCode.CHECK_WATCHES,
                new CheckWatchesRequest(chroot.toServer(path), type.intValue()), path, ReplyReader.none());
        return session.removeWatches(watchPath(path), watcherFor(watcher), type, ask, local);
    }

    /** Every watcher of a type: the server drops its watches with removeWatches, even when {@code local}. */
    public CompletableFuture<Void> removeAllWatches(String path, WatcherType type, boolean local) {
        Paths.validate(path, false);
        Call<Void> ask = new Call<>(OpCode.REMOVE_WATCHES,
                new RemoveWatchesRequest(chroot.toServer(path), type.intValue()), path, ReplyReader.none());
        return session.removeWatches(watchPath(path), null, type, ask, local);
    }

    public CompletableFuture<List<ClientInfo>> whoAmI() {
        return session.submit(new Call<>(OpCode.WHO_AM_I, null, null, body -> WhoAmIResponse.decode(body).clientInfo()));
    }

    public CompletableFuture<Void> addAuth(String scheme, byte[] auth) {
        if (scheme == null || scheme.isEmpty()) {
            throw new IllegalArgumentException("auth scheme is empty; e.g. \"digest\" with \"user:password\" bytes");
        }
        return session.addAuth(scheme, auth == null ? new byte[0] : auth.clone());
    }

    /** The key of a watch in the session's tables, which every namespace view of the session shares. */
    private String watchPath(String path) {
        return chroot.toSession(path);
    }

    private Watcher watcherFor(Watcher watcher) {
        return NamespacedWatcher.of(watcher, chroot);
    }

    /** Rejects data the server would refuse to read, before anything is sent. */
    void checkData(String path, byte[] data) {
        if (data != null && data.length > maxBufferBytes) {
            throw new IllegalArgumentException("data for " + path + " is " + data.length + " bytes, over the "
                    + maxBufferBytes + "-byte limit (jute.maxbuffer); raise it with ZkClientBuilder.maxBufferBytes(...)"
                    + " and on every server (-Djute.maxbuffer=...), or store less per node");
        }
    }
}
