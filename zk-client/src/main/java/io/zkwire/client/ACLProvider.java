package io.zkwire.client;

import io.zkwire.protocol.data.ACL;
import java.util.List;

/**
 * Curator's {@code ACLProvider}: the ACL of every node created without an explicit one, set once on the
 * builder ({@link ZkClientBuilder#aclProvider}). It applies to {@code create()} and transaction creates
 * without {@code withACL}, to missing parents and containers created on the way, and so to every node
 * the recipes create.
 *
 * <p>As in Curator: {@link #getAclForPath} is asked first; if it returns null, {@link #getDefaultAcl};
 * if that is null too, {@code Ids.OPEN_ACL_UNSAFE}. The path is the server path (namespace and chroot
 * applied; Curator passes the namespaced path, which is the same unless the connect string has a
 * chroot). Called on the calling thread or the client's event thread: it must be quick and not block.
 */
public interface ACLProvider {

    /** The ACL for paths {@link #getAclForPath} has none for; null means OPEN_ACL_UNSAFE. */
    List<ACL> getDefaultAcl();

    /** The ACL for the node at {@code path} (the server path, chroot included), or null for the default. */
    List<ACL> getAclForPath(String path);
}
