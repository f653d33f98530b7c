// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ops;

import java.util.UUID;

/**
 * Curator's protected names ({@code ProtectedUtils}): the node's name is prefixed with {@code "_c_"}, a random
 * v4 UUID in canonical lower case and {@code "-"}, 40 characters in all, so that a create whose reply was lost can
 * be found among its parent's children by its prefix. Curator reads the same names (interop): keep them exactly.
 */
final class ProtectedNames {

    /** What every protected name starts with (Curator's {@code ProtectedUtils.PROTECTED_PREFIX}). */
    public static final String MARK = "_c_";
    /** Length of {@code "_c_" + uuid + "-"}. */
    public static final int PREFIX_LENGTH = 40;

    private ProtectedNames() {
    }

    /** A fresh prefix, {@code _c_<uuid>-}. */
    public static String newPrefix() {
        return MARK + UUID.randomUUID() + "-";
    }
}
