// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the methods of a Java source (comments, strings and chars blanked, line breaks kept) and measures
 * each: its lines from signature to closing brace, and its deepest block nesting inside the body. A
 * {@code case ... -> {} } block counts as part of its switch, so a switch adds one level like any block.
 */
final class MethodShapes {

    /** One method: where its signature starts, how many lines it spans, how deep its blocks nest. */
    record Shape(String name, int firstLine, int lines, int depth) {
    }

    private static final Pattern NOT_CODE = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)*'", Pattern.DOTALL);
    private static final Pattern ANNOTATIONS = Pattern.compile("^(?:\\s*@[\\w.]+(?:\\s*\\([^)]*\\))?)*\\s*");
    private static final Pattern METHOD_HEADER = Pattern.compile(
            "^(?:[\\w<>\\[\\]?,.\\s]+\\s+)?(\\w+)\\s*\\([^=;]*\\)\\s*(?:throws\\s+[\\w.,\\s]+)?$");
    private static final Pattern TYPE_HEADER = Pattern.compile("\\b(?:class|interface|enum|record)\\s+\\w+");
    private static final Pattern ANONYMOUS_CLASS = Pattern.compile("\\bnew\\s+[\\w.<>]+\\s*\\([^)]*\\)$");
    private static final Pattern CASE_ARROW = Pattern.compile("^(?:case\\b[^>]*|default\\s*)->\\s*$");
    private static final Set<String> NOT_METHODS = Set.of("if", "for", "while", "switch", "catch", "synchronized",
            "try", "do", "else", "return", "new", "throw");

    private enum Kind { TYPE, METHOD, BLOCK, CASE }

    /** An open brace: what it opens, at which nesting level, in which method. */
    private static final class Open {
        final Kind kind;
        final int at;
        final String name;
        final int level;
        final Open method;
        int deepest;

        Open(Kind kind, int at, String name, int level, Open method) {
            this.kind = kind;
            this.at = at;
            this.name = name;
            this.level = level;
            this.method = method == null ? this : method;
        }
    }

    private MethodShapes() {
    }

    /** Blanks comments, strings and chars, keeping every line break so line numbers stay true. */
    static String codeOnly(String source) {
        Matcher m = NOT_CODE.matcher(source);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.group().replaceAll("[^\\n]", " "));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The methods (and constructors, initializers of named types) of {@code source}, which may hold comments. */
    static List<Shape> of(String source) {
        String code = codeOnly(source);
        List<Shape> shapes = new ArrayList<>();
        Deque<Open> open = new ArrayDeque<>();
        int headerStart = 0;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '{') {
                open.push(opened(code, headerStart, i, open.peek()));
                headerStart = i + 1;
            } else if (c == '}') {
                closed(code, open, i, shapes);
                headerStart = i + 1;
            } else if (c == ';') {
                headerStart = i + 1;
            }
        }
        return shapes;
    }

    private static Open opened(String code, int headerStart, int brace, Open parent) {
        String raw = code.substring(headerStart, brace);
        Matcher annotations = ANNOTATIONS.matcher(raw);
        int skip = annotations.lookingAt() ? annotations.end() : 0;
        String header = raw.substring(skip).strip();
        if (parent == null || parent.kind == Kind.TYPE) {
            if (TYPE_HEADER.matcher(header).find() || ANONYMOUS_CLASS.matcher(header).find()) {
                return new Open(Kind.TYPE, headerStart + skip, "", 0, null);
            }
            Matcher method = METHOD_HEADER.matcher(header);
            String name = method.matches() && !NOT_METHODS.contains(method.group(1)) ? method.group(1) : "<init>";
            return new Open(Kind.METHOD, headerStart + skip, name, 0, null);
        }
        Kind kind = CASE_ARROW.matcher(header).matches() ? Kind.CASE : Kind.BLOCK;
        Open block = new Open(kind, brace, parent.name, parent.level + (kind == Kind.BLOCK ? 1 : 0), parent.method);
        block.method.deepest = Math.max(block.method.deepest, block.level);
        return block;
    }

    private static void closed(String code, Deque<Open> open, int brace, List<Shape> shapes) {
        Open block = open.pop();
        if (block.kind == Kind.METHOD) {
            int first = lineOf(code, block.at);
            shapes.add(new Shape(block.name, first, lineOf(code, brace) - first + 1, block.deepest));
        }
    }

    private static int lineOf(String code, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (code.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
