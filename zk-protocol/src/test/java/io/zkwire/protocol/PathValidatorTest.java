package io.zkwire.protocol;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.apache.zookeeper.common.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PathValidatorTest {

    @ParameterizedTest
    @ValueSource(strings = {"/", "/a", "/a/b", "/a.b/.c/c./...", "/zookeeper", "/é/日本", "/a b", "/\u00a0", "/\uffef",
        "/\uf900"})
    void acceptsValidPaths(String path) {
        assertDoesNotThrow(() -> PathValidator.validate(path));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a", "a/b", "/a/", "//", "/a//b", "/.", "/..", "/a/./b", "/a/../b", "/a/.", "/\u0000",
        "/a\u001f", "/\u007f", "/\u009f", "/\ud800", "/\uf8ff", "/\ufff0", "/\uffff", "/a\u0001b"})
    void rejectsInvalidPaths(String path) {
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate(path));
    }

    @Test
    void rejectsNull() {
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate(null));
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate(null, true));
    }

    @Test
    void sequentialPathsMayEndInSlash() {
        assertDoesNotThrow(() -> PathValidator.validate("/queue/", true));
        assertDoesNotThrow(() -> PathValidator.validate("/", true));
        assertDoesNotThrow(() -> PathValidator.validate("/lock-", true));
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate("/queue/", false));
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate("/a//", true));
        assertThrows(IllegalArgumentException.class, () -> PathValidator.validate("", true));
    }

    @Test
    void messageNamesPathCharacterIndexAndRule() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PathValidator.validate("/ab\u0007c"));
        assertEquals("Invalid path \"/ab\\u0007c\": character U+0007 '\\u0007' at index 3: characters "
                + "U+0000-U+001F, U+007F-U+009F, U+D800-U+F8FF and U+FFF0-U+FFFF are not allowed", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PathValidator.validate("/a//b"));
        assertEquals("Invalid path \"/a//b\": character U+002F '/' at index 3: empty node name (\"//\")",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PathValidator.validate("/a//", true));
        assertEquals("Invalid path \"/a//\" (sequential, checked with a counter digit appended): character "
                + "U+002F '/' at index 3: empty node name (\"//\")", e.getMessage());
        assertDoesNotThrow(() -> PathValidator.validate("/x/..", true), "'..1' is a legal node name");
    }

    /** Random paths over an alphabet dense in edge cases must be judged exactly as Apache's PathUtils does. */
    @Test
    void agreesWithApachePathUtils() {
        char[] alphabet = {'/', '/', '/', '.', '.', 'a', 'b', '1', '\u0000', '\u001f', '\u0020', '\u007e', '\u007f',
            '\u009f', '\u00a0', '\ud7ff', '\ud800', '\udfff', '\uf8ff', '\uf900', '\uffef', '\ufff0', '\uffff'};
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(8);
            for (int k = 0; k < length; k++) {
                sb.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String path = sb.toString();
            boolean sequential = random.nextBoolean();
            assertEquals(apacheAccepts(path, sequential), accepts(path, sequential),
                    () -> "seed " + seed + ", path " + escaped(path) + ", sequential " + sequential);
        }
    }

    private static boolean accepts(String path, boolean sequential) {
        try {
            PathValidator.validate(path, sequential);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean apacheAccepts(String path, boolean sequential) {
        try {
            PathUtils.validatePath(path, sequential);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String escaped(String s) {
        StringBuilder sb = new StringBuilder();
        s.chars().forEach(c -> sb.append(String.format("\\u%04x", c)));
        return sb.toString();
    }
}
