// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ProtectedNamesTest {

    /** Curator's shape: {@code _c_}, a random (version 4, variant 1) UUID in canonical lower case, {@code -}. */
    private static final Pattern CANONICAL =
            Pattern.compile("_c_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}-");

    @Test
    void prefixIsCuratorsFortyCharactersWithARandomV4Uuid() {
        String prefix = ProtectedNames.newPrefix();
        assertEquals(ProtectedNames.PREFIX_LENGTH, prefix.length());
        assertTrue(CANONICAL.matcher(prefix).matches(), prefix);
        assertTrue(prefix.startsWith(ProtectedNames.MARK), prefix);
        assertNotEquals(prefix, ProtectedNames.newPrefix(), "a fresh prefix each time");
    }
}
