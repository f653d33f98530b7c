// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.utils;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.PathValidator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Curator's {@code org.apache.curator.utils.ZKPaths}: joining and splitting ZooKeeper paths, and making or
 * deleting a tree. The methods that talk to ZooKeeper take a {@link ZkClient} where Curator's take a
 * {@code ZooKeeper} handle; the client's namespace, if any, applies to their paths.
 */
public final class ZKPaths {

    /** The separator of path components. */
    public static final String PATH_SEPARATOR = "/";

    private static final char SEPARATOR = '/';
    /** The digits ZooKeeper appends to a sequential node's name. */
    private static final int SEQUENTIAL_SUFFIX_DIGITS = 10;
    /** How often {@link #deleteChildren} starts again when children keep appearing before it gives up. */
    private static final int DELETE_ROUNDS = 10;

    private ZKPaths() {
    }

    /** A path split into its parent and its last component. */
    public static final class PathAndNode {

        private final String path;
        private final String node;

        /** The parent {@code path} and the {@code node} name. */
        public PathAndNode(String path, String node) {
            this.path = path;
            this.node = node;
        }

        /** The parent path. */
        public String getPath() {
            return path;
        }

        /** The last component. */
        public String getNode() {
            return node;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PathAndNode other && path.equals(other.path) && node.equals(other.node);
        }

        @Override
        public int hashCode() {
            return 31 * (31 + node.hashCode()) + path.hashCode();
        }

        @Override
        public String toString() {
            return "PathAndNode [path=" + path + ", node=" + node + "]";
        }
    }

    /** The last component of {@code path} ({@code ""} for {@code "/"}). */
    public static String getNodeFromPath(String path) {
        return getPathAndNode(path).getNode();
    }

    /** {@code path}'s parent (the root's is {@code "/"}) and last component. */
    public static PathAndNode getPathAndNode(String path) {
        PathValidator.validate(path);
        int i = path.lastIndexOf(SEPARATOR);
        if (i + 1 >= path.length()) {
            return new PathAndNode(PATH_SEPARATOR, "");
        }
        return new PathAndNode(i > 0 ? path.substring(0, i) : PATH_SEPARATOR, path.substring(i + 1));
    }

    /** The last 10 characters of a sequential node's path: its sequence number. */
    public static String extractSequentialSuffix(String path) {
        int length = path.length();
        return length > SEQUENTIAL_SUFFIX_DIGITS ? path.substring(length - SEQUENTIAL_SUFFIX_DIGITS) : path;
    }

    /** The components of {@code path}, without empty ones ({@code "/a/b"} gives {@code [a, b]}). */
    public static List<String> split(String path) {
        PathValidator.validate(path);
        List<String> parts = new ArrayList<>(Arrays.asList(path.split(PATH_SEPARATOR)));
        parts.removeIf(String::isEmpty);
        return Collections.unmodifiableList(parts);
    }

    /** Joins {@code parent} and {@code child} with one separator, as Curator does (null or empty parts skipped). */
    public static String makePath(String parent, String child) {
        StringBuilder path = new StringBuilder();
        joinPath(path, parent, child);
        return path.toString();
    }

    /** Joins {@code parent} and every child in order. */
    public static String makePath(String parent, String firstChild, String... restChildren) {
        StringBuilder path = new StringBuilder();
        joinPath(path, parent, firstChild);
        if (restChildren != null) {
            for (String child : restChildren) {
                joinPath(path, "", child);
            }
        }
        return path.toString();
    }

    /** Creates every missing node of {@code path}, the last one too, as persistent nodes. */
    public static void mkdirs(ZkClient client, String path) throws Exception {
        mkdirs(client, path, true, false);
    }

    /** Creates the missing nodes of {@code path}; the last one only if {@code makeLastNode}. */
    public static void mkdirs(ZkClient client, String path, boolean makeLastNode) throws Exception {
        mkdirs(client, path, makeLastNode, false);
    }

    /**
     * Creates the missing nodes of {@code path} (as containers if {@code asContainers}); the last one only if
     * {@code makeLastNode}. It looks from the leaf up for the first node that exists, so it needs no read
     * rights on the nodes above it.
     */
    public static void mkdirs(ZkClient client, String path, boolean makeLastNode, boolean asContainers)
            throws Exception {
        PathValidator.validate(path);
        int pos = path.length();
        while (pos > 0 && client.checkExists().forPath(path.substring(0, pos)) == null) {
            pos = path.lastIndexOf(SEPARATOR, pos - 1);
        }
        CreateMode mode = asContainers ? CreateMode.CONTAINER : CreateMode.PERSISTENT;
        while (pos < path.length()) {
            pos = path.indexOf(SEPARATOR, pos + 1);
            if (pos == -1) {
                if (!makeLastNode) {
                    return;
                }
                pos = path.length();
            }
            try {
                client.create().withMode(mode).forPath(path.substring(0, pos), new byte[0]);
            } catch (KeeperException.NodeExistsException createdMeanwhile) {
                // someone else made it since the look
            }
        }
    }

    /**
     * Deletes every node under {@code path}, and {@code path} itself if {@code deleteSelf}. Children that
     * appear meanwhile are deleted too; after 10 rounds of them it gives up with the
     * NotEmpty error.
     */
    public static void deleteChildren(ZkClient client, String path, boolean deleteSelf) throws Exception {
        PathValidator.validate(path);
        for (int round = 1; ; round++) {
            try {
                deleteTree(client, path, deleteSelf);
                return;
            } catch (KeeperException.NotEmptyException childAddedMeanwhile) {
                if (round == DELETE_ROUNDS) {
                    throw childAddedMeanwhile;
                }
            }
        }
    }

    /** The children of {@code path}, sorted by name. */
    public static List<String> getSortedChildren(ZkClient client, String path) throws Exception {
        List<String> children = new ArrayList<>(client.getChildren().forPath(path));
        Collections.sort(children);
        return children;
    }

    private static void deleteTree(ZkClient client, String path, boolean deleteSelf) throws Exception {
        List<String> children;
        try {
            children = client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException deletedMeanwhile) {
            return;
        }
        for (String child : children) {
            deleteTree(client, makePath(path, child), true);
        }
        if (deleteSelf) {
            try {
                client.delete().forPath(path);
            } catch (KeeperException.NoNodeException deletedMeanwhile) {
                // someone else deleted it since the listing
            }
        }
    }

    private static void joinPath(StringBuilder path, String parent, String child) {
        if (parent != null && !parent.isEmpty()) {
            if (parent.charAt(0) != SEPARATOR) {
                path.append(SEPARATOR);
            }
            path.append(parent, 0, parent.endsWith(PATH_SEPARATOR) ? parent.length() - 1 : parent.length());
        }
        if (child == null || child.isEmpty() || child.equals(PATH_SEPARATOR)) {
            if (path.length() == 0) {
                path.append(SEPARATOR);
            }
            return;
        }
        path.append(SEPARATOR);
        int begin = child.charAt(0) == SEPARATOR ? 1 : 0;
        int end = child.endsWith(PATH_SEPARATOR) ? child.length() - 1 : child.length();
        path.append(child, begin, end);
    }
}
