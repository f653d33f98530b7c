// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.CuratorCache;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.Closeable;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Curator's {@code GroupMember}: this process is the member {@code thisId} of the group at
 * {@code membershipPath} while it runs (an ephemeral {@link PersistentNode} at
 * {@code membershipPath/thisId} holding the payload), and sees the other members through a
 * {@link CuratorCache} of the group's path.
 */
public class GroupMember implements Closeable {

    private final PersistentNode pen;
    private final CuratorCache cache;
    private final String membershipPath;
    private final String thisId;

    /** Curator's constructor: the payload is this host's address, as Curator writes it. */
    public GroupMember(ZkClient client, String membershipPath, String thisId) {
        this(client, membershipPath, thisId, DefaultNodeData.get());
    }

    /**
     * @param membershipPath the group's node
     * @param thisId         this member's id, unique in the group
     * @param payload        the data of this member's node
     */
    public GroupMember(ZkClient client, String membershipPath, String thisId, byte[] payload) {
        this.membershipPath = ZPaths.validate(membershipPath);
        this.thisId = Objects.requireNonNull(thisId, "thisId cannot be null");
        this.cache = CuratorCache.build(client, membershipPath);
        this.pen = new PersistentNode(client, CreateMode.EPHEMERAL, false, ZPaths.join(membershipPath, thisId),
                payload);
    }

    /** Joins the group (in the background) and starts caching its members. */
    public void start() {
        pen.start();
        cache.start();
    }

    /** Changes this member's payload. @throws IllegalStateException before this member's node was first made */
    public void setThisData(byte[] data) {
        try {
            pen.setData(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("could not set the data of member " + thisId + ": " + e, e);
        }
    }

    /** Leaves the group (this member's node is deleted) and stops caching. */
    @Override
    public void close() {
        cache.close();
        try {
            pen.close();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The members as the cache sees them, id to payload; this member is always one. */
    public Map<String, byte[]> getCurrentMembers() {
        Map<String, byte[]> members = new LinkedHashMap<>();
        cache.stream()
                .filter(child -> ZPaths.parent(child.getPath()).equals(membershipPath))
                .forEach((ChildData child) -> members.put(idFromPath(child.getPath()), child.getData()));
        members.putIfAbsent(thisId, pen.getData());
        return Collections.unmodifiableMap(members);
    }

    /** The member id of a member node's path (its last component). */
    public String idFromPath(String path) {
        return ZPaths.name(path);
    }
}
