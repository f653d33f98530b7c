// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** The prose of a Markdown page, as {@link DocsRulesTest} counts it: no code, tables, headings or generated blocks. */
final class Prose {

    private static final Pattern FENCED = Pattern.compile("(?ms)^\\s*```.*?^\\s*```[^\\n]*$");
    private static final Pattern COMMENT = Pattern.compile("(?s)<!--.*?-->");
    private static final Pattern GENERATED = Pattern.compile("(?s)<!-- bench:begin -->.*?<!-- bench:end -->");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]+`");
    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)\\s]*\\)");
    private static final Pattern URL = Pattern.compile("<?https?://\\S+?>?(?=[\\s),;]|$)");
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*([-*+]|\\d+\\.)\\s+");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=[\"(\\[*]?[A-Z0-9])");
    private static final Set<String> ABBREVIATIONS = Set.of("e.g.", "i.e.", "etc.", "vs.", "cf.");

    private Prose() {
    }

    /** The text without fenced blocks, comments and generated blocks; inline code becomes the one word \"Code\", which may start a sentence. */
    static String withoutCode(String markdown) {
        String text = GENERATED.matcher(markdown).replaceAll("");
        text = COMMENT.matcher(text).replaceAll("");
        text = FENCED.matcher(text).replaceAll("");
        return INLINE_CODE.matcher(text).replaceAll("Code");
    }

    /** The sentences of the page's paragraphs and list items. */
    static List<String> sentences(String markdown) {
        List<String> sentences = new ArrayList<>();
        for (String paragraph : paragraphs(withoutCode(markdown))) {
            String text = URL.matcher(LINK.matcher(paragraph).replaceAll("$1")).replaceAll("URL")
                    .replace("**", "").strip();
            sentences.addAll(split(text));
        }
        return sentences;
    }

    /** Paragraphs and list items, each joined into one line; headings, tables, quotes' markers and HTML left out. */
    private static List<String> paragraphs(String text) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            String s = line.strip();
            boolean skipped = s.startsWith("#") || s.startsWith("|") || s.startsWith("<") || s.matches("!\\[.*");
            if (s.isEmpty() || skipped || LIST_ITEM.matcher(line).find()) {
                flush(current, paragraphs);
            }
            if (!s.isEmpty() && !skipped) {
                current.append(LIST_ITEM.matcher(s.replaceFirst("^>\\s*", "")).replaceFirst("")).append(' ');
            }
        }
        flush(current, paragraphs);
        return paragraphs;
    }

    private static void flush(StringBuilder current, List<String> paragraphs) {
        if (!current.toString().isBlank()) {
            paragraphs.add(current.toString().strip());
        }
        current.setLength(0);
    }

    private static List<String> split(String text) {
        List<String> sentences = new ArrayList<>();
        for (String piece : SENTENCE_END.split(text)) {
            int last = sentences.size() - 1;
            if (last >= 0 && endsWithAbbreviation(sentences.get(last))) {
                sentences.set(last, sentences.get(last) + " " + piece);
            } else if (words(piece) > 0) {
                sentences.add(piece);
            }
        }
        return sentences;
    }

    private static boolean endsWithAbbreviation(String sentence) {
        String lastWord = sentence.substring(sentence.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
        return ABBREVIATIONS.contains(lastWord);
    }

    /** Words: tokens holding a letter or a digit. */
    static int words(String sentence) {
        int n = 0;
        for (String token : sentence.split("\\s+")) {
            if (token.chars().anyMatch(Character::isLetterOrDigit)) {
                n++;
            }
        }
        return n;
    }

    /** The anchors GitHub gives the page's headings. */
    static Set<String> anchors(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        String text = FENCED.matcher(markdown).replaceAll("");
        for (String line : text.split("\n")) {
            if (line.matches("#{1,6}\\s.*")) {
                String slug = line.replaceFirst("#+\\s+", "").strip().toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                int count = seen.merge(slug, 1, Integer::sum);
                anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
        }
        return anchors;
    }
}
