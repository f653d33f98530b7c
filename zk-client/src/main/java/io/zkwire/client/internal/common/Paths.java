package io.zkwire.client.internal.common;

import io.zkwire.protocol.PathValidator;
import java.util.ArrayList;
import java.util.List;

/** Client-side path checks and small path arithmetic shared by the operations. */
public final class Paths {

    private Paths() {
    }

    /** Validates a configured path (chroot, namespace), saying which setting it came from. */
    public static void validate(String path, String what) {
        try {
            PathValidator.validate(path);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid " + what + ": " + e.getMessage(), e);
        }
    }

    /**
     * Validates a path given to an operation (a sequential create's path may end with '/'); the
     * IllegalArgumentException names the bad character and its index.
     */
    public static void validate(String path, boolean sequential) {
        PathValidator.validate(path, sequential);
    }

    /** The parent of an absolute path, or null for "/". */
    public static String parent(String path) {
        int slash = path.lastIndexOf('/');
        if (path.equals("/")) {
            return null;
        }
        return slash == 0 ? "/" : path.substring(0, slash);
    }

    /** Joins a parent path and a child name. */
    public static String child(String parent, String name) {
        return parent.equals("/") ? "/" + name : parent + "/" + name;
    }

    /** "/a/b/c" gives "/a", "/a/b": the proper ancestors, root excluded, outermost first. */
    public static List<String> ancestors(String path) {
        List<String> result = new ArrayList<>();
        for (int i = path.indexOf('/', 1); i > 0; i = path.indexOf('/', i + 1)) {
            result.add(path.substring(0, i));
        }
        return result;
    }
}
