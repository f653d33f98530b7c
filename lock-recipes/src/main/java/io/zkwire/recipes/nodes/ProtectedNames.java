package io.zkwire.recipes.nodes;

import java.util.UUID;

/**
 * Curator's protected-mode names (docs/protocol.md §7.2): the last path component is prefixed with
 * {@code "_c_" + <random v4 UUID, canonical lower-case> + "-"}, 40 characters in all, so a node created
 * by a request whose reply was lost can be found again among its parent's children.
 */
public final class ProtectedNames {

    /** Length of {@code "_c_" + uuid + "-"}. */
    public static final int PREFIX_LENGTH = 40;

    private static final String MARK = "_c_";
    private static final int SEPARATOR_INDEX = PREFIX_LENGTH - 1;

    private ProtectedNames() {
    }

    /** A fresh prefix, {@code _c_<uuid>-}. */
    public static String newPrefix() {
        return MARK + UUID.randomUUID() + "-";
    }

    /** Curator's {@code ProtectedUtils.isProtectedZNode}: longer than the prefix, marked, separated, a UUID. */
    public static boolean isProtected(String nodeName) {
        if (nodeName.length() <= PREFIX_LENGTH || !nodeName.startsWith(MARK)
                || nodeName.charAt(SEPARATOR_INDEX) != '-') {
            return false;
        }
        try {
            UUID.fromString(nodeName.substring(MARK.length(), SEPARATOR_INDEX));
            return true;
        } catch (IllegalArgumentException notAUuid) {
            return false;
        }
    }

    /** The name without its protection prefix; unprotected names are returned unchanged. */
    public static String normalize(String nodeName) {
        return isProtected(nodeName) ? nodeName.substring(PREFIX_LENGTH) : nodeName;
    }
}
