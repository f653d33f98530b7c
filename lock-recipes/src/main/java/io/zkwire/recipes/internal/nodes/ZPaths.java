package io.zkwire.recipes.internal.nodes;

import io.zkwire.protocol.PathValidator;

/** Joins and splits ZooKeeper paths the way Curator's {@code ZKPaths} does for the shapes recipes use. */
public final class ZPaths {

    private ZPaths() {
    }

    /** Checks a lock path before any request is made. @throws IllegalArgumentException naming the problem */
    public static String validate(String path) {
        PathValidator.validate(path);
        return path;
    }

    /** {@code "/a" + "b"} gives {@code "/a/b"}; the root joins without a double slash. */
    public static String join(String parent, String child) {
        return parent.endsWith("/") ? parent + child : parent + "/" + child;
    }

    /** The parent of a node path; the parent of {@code "/a"} is {@code "/"}. */
    public static String parent(String path) {
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? "/" : path.substring(0, slash);
    }

    /** The last component of a path. */
    public static String name(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
