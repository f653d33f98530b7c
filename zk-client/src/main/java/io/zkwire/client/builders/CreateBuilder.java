package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import io.zkwire.protocol.KeeperException;

/** Creates a node: Curator's {@code create()} builder. */
public interface CreateBuilder extends CreateBuilder.Options<CreateBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        S withMode(CreateMode mode);

        /** Default: Ids.OPEN_ACL_UNSAFE. */
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

    /** Creates with empty data; returns the created path (with sequence suffix, namespace stripped). */
    String forPath(String path) throws KeeperException, InterruptedException;

    String forPath(String path, byte[] data) throws KeeperException, InterruptedException;
}
