package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import java.util.List;

/**
 * The options {@link SetACLBuilder} and {@link AsyncSetACLBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface SetACLOptions<S extends SetACLOptions<S>> {
    /** Applies only if the node still has this version (-1, the default, matches any). */
    S withVersion(int version);

    /** The ACL to set (required). */
    S withACL(List<ACL> acl);
}
