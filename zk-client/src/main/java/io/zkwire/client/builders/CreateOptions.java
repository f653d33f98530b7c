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
    S withMode(CreateMode mode);

    /** Default (and for null): the client's {@link io.zkwire.client.ACLProvider} (OPEN_ACL_UNSAFE unless set). */
    S withACL(List<ACL> acl);

    /** Time to live for the TTL modes (server needs zookeeper.extendedTypesEnabled=true). */
    S withTtl(long ttlMs);

    /** Creates missing parents as persistent nodes (empty data). */
    S creatingParentsIfNeeded();

    /** Creates missing parents as container nodes, which the server deletes once empty. */
    S creatingParentContainersIfNeeded();

    /** Receives the node's Stat from the reply. */
    S storingStatIn(AtomicReference<Stat> stat);
}
