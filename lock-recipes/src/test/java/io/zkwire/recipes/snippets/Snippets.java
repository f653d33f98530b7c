// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Java blocks of Markdown pages, and whether a test source holds one (imports anywhere, the rest in one run). */
final class Snippets {

    private static final Pattern JAVA_BLOCK =
            Pattern.compile("(?:<!-- snippet: (\\S+) -->\\n)?```java\\n(.*?)\\n\\s*```", Pattern.DOTALL);

    private Snippets() {
    }

    /** A Java block, and the test source its {@code <!-- snippet: PATH -->} line names (null without one). */
    record Block(String source, String code) {
    }

    static List<Block> javaBlocks(String markdown) {
        List<Block> blocks = new ArrayList<>();
        Matcher m = JAVA_BLOCK.matcher(markdown);
        while (m.find()) {
            blocks.add(new Block(m.group(1), m.group(2)));
        }
        return blocks;
    }

    /** Whether the source has the block's imports and, consecutively, its other non-blank lines (indent aside). */
    static boolean covers(String source, String block) {
        List<String> sourceLines = stripped(source);
        List<String> blockLines = stripped(block);
        List<String> imports = blockLines.stream().filter(l -> l.startsWith("import ")).toList();
        List<String> body = blockLines.stream().filter(l -> !l.startsWith("import ")).toList();
        return sourceLines.containsAll(imports) && (body.isEmpty() || Collections.indexOfSubList(sourceLines, body) >= 0);
    }

    private static List<String> stripped(String text) {
        return text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    /** Whether a Java line is, or ends in, a comment. */
    static boolean isComment(String line) {
        String s = line.strip();
        return s.startsWith("//") || s.startsWith("*") || s.startsWith("/*") || line.contains(" // ");
    }
}
