package io.zkwire.recipes.internal.nodes;

import io.zkwire.protocol.data.Stat;

/**
 * A node a recipe created: its path and what its Stat says about it.
 *
 * @param path           the full path, sequence suffix included
 * @param czxid          the zxid of the create: unique and increasing across the ensemble
 * @param ephemeralOwner the session that owns the node (0 for persistent nodes)
 */
public record CreatedNode(String path, long czxid, long ephemeralOwner) {

    /** The node at {@code path} as its create reply's Stat describes it. */
    public static CreatedNode of(String path, Stat stat) {
        return new CreatedNode(path, stat.czxid(), stat.ephemeralOwner());
    }

    /** The last path component. */
    public String name() {
        return ZPaths.name(path);
    }
}
