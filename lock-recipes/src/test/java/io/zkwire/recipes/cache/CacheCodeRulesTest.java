// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The size rules of the cache package, read from its sources with comments and strings stripped: every
 * method (signature to closing brace) is at most 40 lines, and no block inside a method body is nested more
 * than 3 deep (each if, else, loop, try, catch, switch, case or lambda body with braces is one level).
 */
class CacheCodeRulesTest {

    private static final Path SOURCES = Path.of("src/main/java/io/zkwire/recipes/cache");
    private static final int MAX_LINES = 40;
    private static final int MAX_NESTING = 3;
    private static final Pattern NOT_CODE = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)'", Pattern.DOTALL);
    private static final Pattern TYPE = Pattern.compile(
            "\\b(class|interface|enum|record)\\s+\\w+|\\bnew\\s+[\\w.<>, ]+\\(.*\\)$", Pattern.DOTALL);
    private static final Pattern METHOD = Pattern.compile("\\)\\s*(throws\\s+[\\w.,\\s]+)?$|^(static|[A-Z]\\w*)$");
    private static final Pattern CONTROL =
            Pattern.compile("^(if|else|for|while|do|switch|try|catch|finally|case|default)\\b|->$");
    private static final Pattern ANNOTATIONS = Pattern.compile("^(@\\w+(\\([^)]*\\))?\\s*)+");

    private enum Kind { TYPE, METHOD, BLOCK }

    /** An open brace: what it opens, where (for a method, its signature's line), and how deep inside a method. */
    private record Frame(Kind kind, int line, int nesting, int[] deepest) {
    }

    @Test
    void methodsAreShortAndShallow() throws IOException {
        Set<String> offenders = new TreeSet<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                offenders.addAll(check(file.getFileName().toString(), Files.readString(file)));
            }
        }
        assertEquals(Set.of(), offenders, "methods over " + MAX_LINES + " lines or nested over " + MAX_NESTING);
    }

    @Test
    void theRulesFindALongMethodAndADeepOne() {
        String deep = "class A {\n void f() {\n if (a) {\n for (;;) {\n while (b) {\n if (c) {\n"
                + " }\n }\n }\n }\n }\n}\n";
        assertEquals(Set.of("A.java:2 nested 4"), check("A.java", deep));
        String long_ = "class A {\n void f() {\n" + "  x();\n".repeat(MAX_LINES) + " }\n}\n";
        assertEquals(Set.of("A.java:2 " + (MAX_LINES + 2) + " lines"), check("A.java", long_));
        assertTrue(check("A.java", "class A {\n void f() {\n Runnable r = new Runnable() {\n public void run() {\n"
                + " if (a) {\n }\n }\n };\n }\n}\n").isEmpty(), "an anonymous class's methods are methods");
    }

    private static Set<String> check(String name, String source) {
        String code = blankNonCode(source);
        Set<String> offenders = new TreeSet<>();
        Deque<Frame> open = new ArrayDeque<>();
        int headerStart = 0;
        int line = 1;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '\n') {
                line++;
            } else if (c == '{') {
                open.push(frame(code, headerStart, i, line, open.peek()));
            } else if (c == '}') {
                close(name, open.pop(), line, offenders);
            }
            if (c == '{' || c == '}' || c == ';') {
                headerStart = i + 1;
            }
        }
        return offenders;
    }

    private static Frame frame(String code, int headerStart, int brace, int braceLine, Frame outer) {
        String raw = code.substring(headerStart, brace);
        String header = ANNOTATIONS.matcher(raw.strip()).replaceFirst("").strip();
        int signatureLine = braceLine - (int) header.chars().filter(ch -> ch == '\n').count();
        boolean inMethod = outer != null && outer.kind() != Kind.TYPE;
        if (TYPE.matcher(header).find() && !(inMethod && CONTROL.matcher(header).find())) {
            return new Frame(Kind.TYPE, braceLine, 0, null);
        }
        if (!inMethod && METHOD.matcher(header).find()) {
            return new Frame(Kind.METHOD, signatureLine, 0, new int[1]);
        }
        int nesting = inMethod ? outer.nesting() + 1 : 0;
        int[] deepest = inMethod ? outer.deepest() : new int[1];
        deepest[0] = Math.max(deepest[0], nesting);
        return new Frame(Kind.BLOCK, braceLine, nesting, deepest);
    }

    private static void close(String name, Frame frame, int line, Set<String> offenders) {
        if (frame.kind() != Kind.METHOD) {
            return;
        }
        int lines = line - frame.line() + 1;
        if (lines > MAX_LINES) {
            offenders.add(name + ":" + frame.line() + " " + lines + " lines");
        }
        if (frame.deepest()[0] > MAX_NESTING) {
            offenders.add(name + ":" + frame.line() + " nested " + frame.deepest()[0]);
        }
    }

    /** Comments, strings and chars as spaces, keeping line breaks so that line numbers stay right. */
    private static String blankNonCode(String source) {
        StringBuilder code = new StringBuilder(source);
        var matcher = NOT_CODE.matcher(source);
        while (matcher.find()) {
            for (int i = matcher.start(); i < matcher.end(); i++) {
                if (code.charAt(i) != '\n') {
                    code.setCharAt(i, ' ');
                }
            }
        }
        return code.toString();
    }
}
