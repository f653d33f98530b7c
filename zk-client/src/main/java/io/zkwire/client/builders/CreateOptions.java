package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options {@link CreateBuilder} and {@link AsyncCreateBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface CreateOptions<S extends CreateOptions<S>> {
    /** The node's mode; PERSISTENT unless set. */
    S withMode(CreateMode mode);

    /** Default (and for null): the client's {@link io.zkwire.client.ACLProvider} (OPEN_ACL_UNSAFE unless set). */
    S withACL(List<ACL> acl);

    /** Time to live for the TTL modes (server needs zookeeper.extendedTypesEnabled=true). */
    S withTtl(long ttlMs);

    /** Creates missing parents as persistent nodes (empty data). */
    S creatingParentsIfNeeded();

    /** Creates missing parents as container nodes, which the server deletes once empty. */
    S creatingParentContainersIfNeeded();

    /** Receives the node's Stat from the reply (with {@link #orSetData()}, the setData's when it ran). */
    S storingStatIn(AtomicReference<Stat> stat);

    /**
     * Curator's {@code orSetData()}: if the node already exists, its data is set instead (whatever its
     * version), and the result is the path as given. Not atomic: a node deleted between the two requests
     * makes the call fail with NoNode.
     */
    S orSetData();

    /**
     * As {@link #orSetData()}, but the data is set only if the existing node's version is {@code version}
     * ({@code -1}: any); otherwise the call fails with BadVersion.
     */
    S orSetData(int version);

    /**
     * Curator's {@code withProtection()}: the node is named {@code _c_<uuid>-<name>} in the parent the path
     * gives (the result is that path, with any sequence suffix), so that a create whose reply was lost is
     * recognised: before trying again the client looks for it among the parent's children, after a
     * {@code sync}, and uses it (an ephemeral node of an earlier session is deleted and made again). If the
     * call fails while the outcome is unknown, the node is searched for and deleted in the background, so
     * none is left behind. The usual choice with {@code EPHEMERAL_SEQUENTIAL}. The sync form retries per the
     * retry policy. The async form, unlike other async calls, recovers on its own: after a failure a retry may
     * fix ({@link io.zkwire.protocol.KeeperException.Code#isRetryable()}) it looks for its node and creates
     * again only if it is not there, up to 6 attempts in a row with the outcome unknown; cancelling its future
     * abandons the create: none is sent any more, and a node made (or still being made) is deleted in the
     * background, with the retries of a guaranteed delete.
     */
    S withProtection();

    /**
     * Stores the data compressed by the client's {@link io.zkwire.client.CompressionProvider} (gzip unless set);
     * orSetData's write too. Default: only with {@link io.zkwire.client.ZkClientBuilder#enableCompression()}.
     */
    S compressed();

    /** Stores the data as given, even with {@link io.zkwire.client.ZkClientBuilder#enableCompression()} on. */
    S uncompressed();
}
