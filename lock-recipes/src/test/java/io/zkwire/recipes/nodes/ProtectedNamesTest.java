package io.zkwire.recipes.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.apache.curator.framework.imps.ProtectedUtils;
import org.junit.jupiter.api.Test;

class ProtectedNamesTest {

    private static final Pattern CANONICAL =
            Pattern.compile("_c_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}-");

    @Test
    void prefixIsCuratorsFortyCharactersWithARandomV4Uuid() {
        String prefix = ProtectedNames.newPrefix();
        assertEquals(ProtectedNames.PREFIX_LENGTH, prefix.length());
        assertTrue(CANONICAL.matcher(prefix).matches(), prefix);
        assertTrue(ProtectedUtils.isProtectedZNode(prefix + "lock-0000000001"));
    }

    @Test
    void recognitionAndNormalizationMatchCurator() {
        String uuid = UUID.randomUUID().toString();
        List<String> names = List.of("_c_" + uuid + "-lock-0000000001", "_c_" + uuid + "-", "_c_" + uuid + "x__READ__1",
                "_c_not-a-uuid-at-all-but-long-enough-00-x", "lock-0000000001", "_c_1-1-1-1-1" + "-".repeat(30) + "lease-",
                "_c_" + uuid.toUpperCase() + "-lock-0000000002", "");
        for (String name : names) {
            assertEquals(ProtectedUtils.isProtectedZNode(name), ProtectedNames.isProtected(name), name);
            assertEquals(ProtectedUtils.normalize(name), ProtectedNames.normalize(name), name);
        }
    }

    @Test
    void pathsJoinAndSplitLikeZkPaths() {
        assertEquals("/a/b", ZPaths.join("/a", "b"));
        assertEquals("/b", ZPaths.join("/", "b"));
        assertEquals("/a", ZPaths.parent("/a/b"));
        assertEquals("/", ZPaths.parent("/a"));
        assertEquals("b", ZPaths.name("/a/b"));
    }
}
