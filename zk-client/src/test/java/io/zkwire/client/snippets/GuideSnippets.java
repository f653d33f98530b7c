// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.snippets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a guide must show for a snippet file: its imports, a blank line, then the lines between
 * {@code // snippet:start} and {@code // snippet:end} without their indentation.
 */
public final class GuideSnippets {

    private static final Path SNIPPETS = Path.of("src/test/java/io/zkwire/client/snippets");

    private GuideSnippets() {}

    /** The text a guide's Java block must equal for the snippet class. */
    public static String shown(Class<?> snippet) throws IOException {
        List<String> lines = Files.readAllLines(SNIPPETS.resolve(snippet.getSimpleName() + ".java"));
        List<String> shown = new ArrayList<>(lines.stream().filter(l -> l.startsWith("import ")).toList());
        shown.add("");
        int start = indexOf(lines, "// snippet:start");
        List<String> body = lines.subList(start + 1, indexOf(lines, "// snippet:end"));
        int indent = lines.get(start).indexOf('/');
        body.forEach(l -> shown.add(l.isBlank() ? "" : l.substring(indent)));
        return String.join("\n", shown);
    }

    private static int indexOf(List<String> lines, String marker) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().equals(marker)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no " + marker + " line");
    }

    /** The {@code ```java} blocks of a Markdown file, in order. */
    public static List<String> javaBlocks(Path markdown) throws IOException {
        Matcher m = Pattern.compile("```java\\n(.*?)\\n```", Pattern.DOTALL).matcher(Files.readString(markdown));
        List<String> blocks = new ArrayList<>();
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }
}
