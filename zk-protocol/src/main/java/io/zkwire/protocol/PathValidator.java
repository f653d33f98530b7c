package io.zkwire.protocol;

/**
 * The client-side path check of docs/contributing/protocol.md §6.8 (Apache {@code PathUtils.validatePath}), run before a
 * request is sent so a bad path fails locally with a precise message instead of BADARGUMENTS.
 */
public final class PathValidator {

    private PathValidator() {
    }

    /** @throws IllegalArgumentException naming the path, the offending character and index, and the rule */
    public static void validate(String path) {
        validate(path, false);
    }

    /**
     * Validates a path; for a sequential create the server appends a counter, so the check runs as if
     * the path ended in a digit and {@code "/queue/"} is accepted.
     *
     * @throws IllegalArgumentException naming the path, the offending character and index, and the rule
     */
    public static void validate(String path, boolean sequential) {
        if (path == null) {
            throw new IllegalArgumentException("Invalid path: it is null; a path must start with '/'");
        }
        String checked = sequential ? path + "1" : path;
        if (checked.isEmpty()) {
            throw new IllegalArgumentException("Invalid path \"\": it is empty; a path must start with '/'");
        }
        if (checked.charAt(0) != '/') {
            throw invalid(path, sequential, 0, "a path must start with '/'");
        }
        int last = checked.length() - 1;
        if (last > 0 && checked.charAt(last) == '/') {
            throw invalid(path, sequential, last, "a path other than \"/\" must not end with '/'");
        }
        int segmentStart = 1;
        for (int i = 1; i <= last; i++) {
            char c = checked.charAt(i);
            if (isForbidden(c)) {
                throw invalid(path, sequential, i, "characters U+0000-U+001F, U+007F-U+009F, U+D800-U+F8FF and "
                        + "U+FFF0-U+FFFF are not allowed");
            }
            if (c == '/' || i == last) {
                int segmentEnd = c == '/' ? i : i + 1;
                checkSegment(path, sequential, checked.substring(segmentStart, segmentEnd), i);
                segmentStart = i + 1;
            }
        }
    }

    private static void checkSegment(String path, boolean sequential, String segment, int index) {
        if (segment.isEmpty()) {
            throw invalid(path, sequential, index, "empty node name (\"//\")");
        }
        if (segment.equals(".") || segment.equals("..")) {
            throw invalid(path, sequential, index, "relative node name \"" + segment + "\" is not allowed");
        }
    }

    private static boolean isForbidden(char c) {
        return c <= '\u001f'
                || (c >= '\u007f' && c <= '\u009f')
                || (c >= '\ud800' && c <= '\uf8ff')
                || c >= '\ufff0';
    }

    private static IllegalArgumentException invalid(String path, boolean sequential, int index, String rule) {
        String checked = sequential ? path + "1" : path;
        char c = checked.charAt(index);
        return new IllegalArgumentException(String.format(
                "Invalid path \"%s\"%s: character U+%04X %s at index %d: %s",
                escape(path), sequential ? " (sequential, checked with a counter digit appended)" : "",
                (int) c, "'" + escape(String.valueOf(c)) + "'", index, rule));
    }

    /** Escapes what a terminal or log cannot show, so the message itself stays readable. */
    private static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) || Character.isSurrogate(c) || !Character.isDefined(c)
                    || Character.getType(c) == Character.PRIVATE_USE) {
                sb.append(String.format("\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
