// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules lock-recipes is built by, read from its main sources (code only: comments and strings are
 * stripped), so they hold for every file, present and future:
 * <ul>
 *   <li>one concurrency model: a recipe object's state is touched only by tasks on its own
 *       {@link SerialExecutor}; no {@code synchronized}, no {@code java.util.concurrent.locks};</li>
 *   <li>the module exports the packages users call and no plumbing;</li>
 *   <li>packages depend only as the table below allows (plumbing never on a recipe);</li>
 *   <li>every package says in its package-info what it owns and which thread runs it.</li>
 * </ul>
 * The only exception is one package edge ({@code EDGES_TODAY}), listed with why it is allowed; remove it when
 * the code no longer needs it.
 */
class RecipeRulesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final String ROOT = "io.zkwire.recipes";
    private static final Pattern NOT_CODE =
            Pattern.compile("/\\*.*?\\*/|//[^\\n]*|\"(?:[^\"\\\\\\n]|\\\\.)*\"", Pattern.DOTALL);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.zkwire\\.recipes\\.([a-z]\\w*(?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final Pattern OTHER_MODEL =
            Pattern.compile("\\bsynchronized\\b|\\bjava\\.util\\.concurrent\\.locks\\b|\\.wait\\(|\\bnotify(All)?\\(");


    /** What users call; everything else is plumbing. */
    private static final Set<String> EXPORTED = Set.of(
            "atomic", "barriers", "cache", "leader", "locks", "nodes", "shared", "utils", "watch");

    /** Package → the packages it may refer to. Plumbing (internal, internal.nodes, observe) refers to no recipe. */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("internal.nodes", Set.of()),
            Map.entry("internal.observe", Set.of()),
            Map.entry("internal", Set.of("internal.nodes")),
            Map.entry("shared", Set.of("internal", "internal.nodes")),
            Map.entry("locks", Set.of("internal", "internal.nodes", "internal.observe", "shared")),
            Map.entry("barriers", Set.of("internal", "internal.nodes", "internal.observe", "locks")),
            Map.entry("leader", Set.of("internal", "internal.nodes", "internal.observe", "locks", "shared")),
            Map.entry("cache", Set.of("internal", "internal.nodes", "shared")),
            Map.entry("nodes", Set.of("internal", "internal.nodes", "shared", "cache")),
            Map.entry("atomic", Set.of("internal.nodes", "locks")),
            Map.entry("utils", Set.of()),
            Map.entry("watch", Set.of("internal", "internal.nodes", "shared")));
    /** Edges that break the table today, each with why it is allowed for now. */
    private static final Set<String> EDGES_TODAY = Set.of(
            "internal -> shared", // Listeners implements the public shared.Listenable that users already import
            "internal -> locks"); // MutexWithNodeData hands the leader recipes a public InterProcessMutex


    private static final Path BASE = SOURCES.resolve(ROOT.replace('.', '/'));

    private static Map<String, String> codeByFile() throws IOException {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(BASE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                code.put(BASE.relativize(file).toString().replace('\\', '/'),
                        NOT_CODE.matcher(Files.readString(file)).replaceAll(""));
            }
        }
        assertTrue(code.size() > 50, "expected lock-recipes' sources under " + BASE.toAbsolutePath());
        return code;
    }

    @Test
    void noLockButTheSerialExecutors() throws IOException {
        Set<String> offenders = new TreeSet<>();
        codeByFile().forEach((file, code) -> {
            if (OTHER_MODEL.matcher(code).find()) {
                offenders.add(file);
            }
        });
        assertEquals(Set.of(), offenders, "recipe state is run one task at a time by a SerialExecutor, never"
                + " guarded by synchronized, a java.util.concurrent.locks lock or wait/notify");
    }

    @Test
    void theRuleFindsALock() {
        assertTrue(OTHER_MODEL.matcher("private synchronized void f() {}").find());
        assertTrue(OTHER_MODEL.matcher("import java.util.concurrent.locks.ReentrantLock;").find());
        assertTrue(OTHER_MODEL.matcher("lock.wait(10);").find());
        assertTrue(!OTHER_MODEL.matcher(NOT_CODE.matcher("// not synchronized\nint x;").replaceAll("")).find());
    }

    @Test
    void theModuleExportsWhatUsersCallAndNoPlumbing() throws IOException {
        String moduleInfo = NOT_CODE.matcher(Files.readString(SOURCES.resolve("module-info.java"))).replaceAll("");
        Set<String> exported = new TreeSet<>();
        Matcher exports = Pattern.compile("\\bexports\\s+" + Pattern.quote(ROOT) + "\\.(\\w+)\\s*;").matcher(moduleInfo);
        while (exports.find()) {
            exported.add(exports.group(1));
        }
        assertEquals(new TreeSet<>(EXPORTED), exported);
    }

    @Test
    void packagesDependOnlyAsTheTableAllows() throws IOException {
        Set<String> unexpected = new TreeSet<>();
        Set<String> packages = new TreeSet<>();
        codeByFile().forEach((file, code) -> {
            Matcher pkg = PACKAGE.matcher(code);
            if (!pkg.find()) {
                return; // module-info is not under the base
            }
            String from = pkg.group(1).substring(ROOT.length() + 1);
            packages.add(from);
            Matcher ref = REFERENCE.matcher(code);
            while (ref.find()) {
                String to = ref.group(1);
                String edge = from + " -> " + to;
                if (!to.equals(from) && !MAY_USE.getOrDefault(from, Set.of()).contains(to)
                        && !EDGES_TODAY.contains(edge)) {
                    unexpected.add(edge + " (" + file + ")");
                }
            }
        });
        assertEquals(MAY_USE.keySet(), packages, "a package new to the table: say what it may use");
        assertEquals(Set.of(), unexpected, "dependencies the table does not allow");
    }

    @Test
    void everyPackageSaysWhatItOwnsAndWhichThreadRunsIt() throws IOException {
        List<String> silent = codeByFile().keySet().stream()
                .filter(f -> f.endsWith("/package-info.java"))
                .filter(f -> !readQuietly(BASE.resolve(f)).toLowerCase().contains("thread"))
                .toList();
        assertEquals(List.of(), silent);
        assertEquals(MAY_USE.size(), codeByFile().keySet().stream().filter(f -> f.endsWith("/package-info.java")).count(),
                "one package-info per package");
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
