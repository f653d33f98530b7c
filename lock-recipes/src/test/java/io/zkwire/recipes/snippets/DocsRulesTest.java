// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClientBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The writing rules of the user docs (README files and docs/ outside docs/contributing/), the links of every
 * Markdown file, and the comment rules of main sources. Each failure names the file and what to change.
 */
class DocsRulesTest {

    /** The repository root, seen from this module's directory (where Maven runs the tests). */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final int MAX_SENTENCE_WORDS = 40;
    private static final double MAX_AVERAGE_WORDS = 20.0;
    private static final Pattern LAB_NOTEBOOK = Pattern.compile(
            "\\b[Rr]un [A-Z]\\d*\\b|(?i:\\bissues? #?\\d+)|(?i:\\bin our runs\\b)|(?i:\\bthis (\\d+-core )?machine\\b)");
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");


    @Test
    void userDocsKeepSentencesShort() {
        List<String> problems = new ArrayList<>();
        for (Path doc : userDocs()) {
            List<String> sentences = Prose.sentences(read(doc));
            double average = sentences.stream().mapToInt(Prose::words).average().orElse(0);
            System.out.printf(Locale.ROOT, "%-45s %4d sentences, average %.1f words, longest %d%n", rel(doc),
                    sentences.size(), average, sentences.stream().mapToInt(Prose::words).max().orElse(0));
            if (average > MAX_AVERAGE_WORDS) {
                problems.add(String.format(Locale.ROOT, "%s: sentences average %.1f words (at most %.0f)", rel(doc),
                        average, MAX_AVERAGE_WORDS));
            }
            sentences.stream().filter(s -> Prose.words(s) > MAX_SENTENCE_WORDS).forEach(s -> problems.add(
                    rel(doc) + ": " + Prose.words(s) + " words (at most " + MAX_SENTENCE_WORDS + "): " + s));
        }
        assertTrue(problems.isEmpty(), "split these sentences:\n" + String.join("\n", problems));
    }

    @Test
    void userDocsHoldNoLabNotebook() {
        List<String> problems = new ArrayList<>();
        for (Path doc : userDocs()) {
            Matcher m = LAB_NOTEBOOK.matcher(Prose.withoutCode(read(doc)));
            while (m.find()) {
                problems.add(rel(doc) + ": \"" + m.group() + "\"");
            }
        }
        assertTrue(problems.isEmpty(), "run names, issue numbers and machine notes belong in CHANGELOG.md or "
                + "docs/contributing/benchmark-journal.md:\n" + String.join("\n", problems));
    }

    @Test
    void everyRelativeLinkResolves() {
        List<String> problems = new ArrayList<>();
        for (Path doc : markdownFiles().toList()) {
            Matcher m = LINK.matcher(Prose.withoutCode(read(doc)));
            while (m.find()) {
                String problem = Links.problem(doc, m.group(1));
                if (problem != null) {
                    problems.add(rel(doc) + ": " + m.group(1) + ": " + problem);
                }
            }
        }
        assertTrue(problems.isEmpty(), "fix these links:\n" + String.join("\n", problems));
    }

    @Test
    void everyJavaBlockOfTheUserDocsIsInATestSource() {
        List<String> sources = testSources();
        List<String> problems = new ArrayList<>();
        for (Path doc : userDocs()) {
            for (Snippets.Block block : Snippets.javaBlocks(read(doc))) {
                List<String> candidates = block.source() == null ? sources : markedSource(block.source());
                if (candidates.stream().noneMatch(source -> Snippets.covers(source, block.code()))) {
                    problems.add(rel(doc) + (block.source() == null ? "" : ", from " + block.source()) + ":\n"
                            + block.code());
                }
            }
        }
        assertTrue(problems.isEmpty(), "these Java blocks are in no test source (or not in the one their snippet line "
                + "names); put each in a snippet test (see ReadmeSnippetsTest) and show it as it is there:\n" + String.join("\n\n", problems));
    }

    @Test
    void mainSourcesCommentWithoutIssueNumbersOrReadmeReasons() {
        Pattern bad = Pattern.compile("(?i)\\bissue\\s*#?\\d+|\\bREADME\\b");
        List<String> problems = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/"))
                    .filter(p -> !rel(p).contains("/target/")).forEach(p -> {
                        List<String> lines = readLines(p);
                        for (int i = 0; i < lines.size(); i++) {
                            if (Snippets.isComment(lines.get(i)) && bad.matcher(lines.get(i)).find()) {
                                problems.add(rel(p) + ":" + (i + 1) + ": " + lines.get(i).strip());
                            }
                        }
                    });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(problems.isEmpty(), "comments state an invariant or a why: no issue numbers, no README as the "
                + "reason:\n" + String.join("\n", problems));
    }

    @Test
    void theReferenceListsEveryBuilderSetting() {
        List<String> firstCells = read(ROOT.resolve("docs/reference.md")).lines().filter(l -> l.startsWith("| `"))
                .map(l -> l.substring(0, l.indexOf(" |", 2))).toList();
        List<String> missing = Arrays.stream(ZkClientBuilder.class.getMethods())
                .filter(m -> m.getReturnType() == ZkClientBuilder.class).map(Method::getName).distinct()
                .filter(name -> firstCells.stream().noneMatch(cell -> cell.contains("`" + name + "(")))
                .sorted().toList();
        assertTrue(missing.isEmpty(), "docs/reference.md, \"Client settings\": add a row with the default of " + missing);
    }

    @Test
    void theProseCounterSkipsCodeTablesAndHeadings() {
        String md = "# A heading of many words that are not counted at all\n\n"
                + "One two three. Four `five six` seven, e.g. eight.\n\n```\nnot counted here\n```\n"
                + "| a | b |\n|---|---|\n- Item one\n- Item [two](x.md) ends\n";
        assertEquals(List.of("One two three.", "Four Code seven, e.g. eight.", "Item one", "Item two ends"),
                Prose.sentences(md));
        assertFalse(LAB_NOTEBOOK.matcher("the run took").find());
        assertTrue(LAB_NOTEBOOK.matcher("see run K").find());
        assertTrue(LAB_NOTEBOOK.matcher("issue 22, item 6").find());
    }

    /** README files anywhere and docs/ outside docs/contributing/: the pages users read. */
    static List<Path> userDocs() {
        return markdownFiles().filter(p -> {
            String r = rel(p);
            return r.endsWith("README.md") && !r.startsWith("docs/contributing/")
                    || r.startsWith("docs/") && !r.startsWith("docs/contributing/");
        }).toList();
    }

    private static Stream<Path> markdownFiles() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".md")).filter(p -> {
                String r = rel(p);
                return !r.startsWith(".") && !r.contains("/target/") && !r.startsWith("target/")
                        && !r.contains("node_modules/");
            }).sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> testSources() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/test/java/"))
                    .map(DocsRulesTest::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> markedSource(String path) {
        Path file = ROOT.resolve(path);
        return Files.isRegularFile(file) ? List.of(read(file)) : List.of();
    }

    static String rel(Path p) {
        return ROOT.relativize(p.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> readLines(Path p) {
        return read(p).lines().toList();
    }

    /** Relative links: the target exists, and so does its #anchor when it names a Markdown heading. */
    static final class Links {
        private Links() {
        }

        static String problem(Path doc, String target) {
            if (target.matches("(?i)^[a-z][a-z0-9+.-]*:.*")) {
                return null; // http:, https:, mailto: are not checked here
            }
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            String anchor = hash < 0 ? null : target.substring(hash + 1);
            Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
            if (!Files.exists(resolved)) {
                return "no such file " + rel(resolved);
            }
            if (anchor != null && resolved.toString().endsWith(".md")
                    && !Prose.anchors(read(resolved)).contains(anchor)) {
                return "no heading with anchor #" + anchor + " in " + rel(resolved);
            }
            return null;
        }
    }
}
