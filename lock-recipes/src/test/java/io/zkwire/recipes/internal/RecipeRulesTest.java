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
 *   <li>every package says in its package-info what it owns and which thread runs it;</li>
 *   <li>outside {@code internal}, no hand-made thread-safety: no {@code ThreadLocal}, {@code volatile} field,
 *       {@code AtomicBoolean}/{@code AtomicReference}, compare-and-set or get-and-set (the toolkit in
 *       {@code internal} has them once: {@link Snapshot}, {@link Gate}, {@link Once});</li>
 *   <li>every method at most {@value #MAX_METHOD_LINES} lines, signature to closing brace, and its blocks
 *       nested at most {@value #MAX_NESTING} deep.</li>
 * </ul>
 * The only exceptions are package edges ({@code EDGES_TODAY}), listed with why they are allowed; remove one
 * when the code no longer needs it.
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
    /**
     * Thread-safety made by hand; the toolkit in internal is the one place allowed to. An
     * {@code AtomicReference<Stat>} is the client's holder of a reply's stat, not shared state, so it passes.
     */
    private static final Pattern HAND_MADE_SYNC = Pattern.compile("\\bThreadLocal\\b|\\bvolatile\\b"
            + "|\\bAtomicBoolean\\b|\\bAtomicReference\\b(?!<Stat>|<>\\(\\)|;)|\\bVarHandle\\b|FieldUpdater\\b");
    /** A JDK atomic's compare-and-set or swap, in a file that imports the JDK's atomics (so not Curator's API). */
    private static final Pattern JDK_ATOMICS = Pattern.compile("\\bjava\\.util\\.concurrent\\.atomic\\b");
    private static final Pattern SWAP_CALL =
            Pattern.compile("\\.(?:weakC|c)ompareAnd(?:Set|Exchange)\\w*\\s*\\(|\\.getAndSet\\s*\\(");
    static final int MAX_METHOD_LINES = 40;
    static final int MAX_NESTING = 3;

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
            Map.entry("atomic", Set.of("internal", "internal.nodes", "locks")),
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

    @Test
    void noHandMadeThreadSafetyOutsideInternal() throws IOException {
        Set<String> offenders = new TreeSet<>();
        codeByFile().forEach((file, code) -> {
            if (!file.startsWith("internal/") && handMadeSync(code)) {
                offenders.add(file);
            }
        });
        assertEquals(Set.of(), offenders, "share state with Snapshot, wait with Gate, switch once with Once"
                + " (all in io.zkwire.recipes.internal), not with ThreadLocal, volatile or compare-and-set");
    }

    private static boolean handMadeSync(String code) {
        return HAND_MADE_SYNC.matcher(code).find() || JDK_ATOMICS.matcher(code).find() && SWAP_CALL.matcher(code).find();
    }

    @Test
    void theRuleFindsHandMadeThreadSafety() {
        String jdk = "import java.util.concurrent.atomic.AtomicInteger;\n";
        for (String sample : List.of("private volatile int x;", "ThreadLocal<Boolean> inStep;",
                "new AtomicBoolean()", "AtomicReference<State> s;", jdk + "count.compareAndSet(1, 2)",
                jdk + "count.getAndSet(0)", jdk + "n.weakCompareAndSetPlain(1, 2)", "static final VarHandle H;")) {
            assertTrue(handMadeSync(sample), sample);
        }
        for (String sample : List.of("gate.publish(next); once.claim(); AtomicInteger count;",
                "AtomicReference<Stat> stat = new AtomicReference<>();", "counter.compareAndSet(1L, 2L)")) {
            assertTrue(!handMadeSync(sample), sample);
        }
    }

    @Test
    void methodsAreShortAndShallow() throws IOException {
        Set<String> offenders = new TreeSet<>();
        try (Stream<Path> files = Files.walk(BASE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = BASE.relativize(file).toString().replace('\\', '/');
                for (MethodShapes.Shape m : MethodShapes.of(Files.readString(file))) {
                    if ((m.lines() > MAX_METHOD_LINES || m.depth() > MAX_NESTING)) {
                        offenders.add(name + ":" + m.firstLine() + " " + m.name() + " (" + m.lines() + " lines, nesting "
                                + m.depth() + ")");
                    }
                }
            }
        }
        assertEquals(Set.of(), offenders, "methods of at most " + MAX_METHOD_LINES + " lines with blocks nested at"
                + " most " + MAX_NESTING + " deep: split by job, name the parts after what they do");
    }

    @Test
    void theSizeRulesMeasureMethods() {
        String sample = """
                class A {
                    @Override
                    public void shallow() throws Exception {
                        if (a) {
                            for (int i = 0; i < 2; i++) {
                                switch (i) {
                                    case 1 -> { run('{'); }
                                    default -> { }
                                }
                            }
                        }
                    }

                    private int deep(int x) {
                        Runnable r = () -> {
                            try {
                                if (x > 0) {
                                    while (true) { }
                                }
                            } finally { }
                        };
                        return "}".length();
                    }
                }
                """;
        assertEquals(List.of(new MethodShapes.Shape("shallow", 3, 10, 3), new MethodShapes.Shape("deep", 14, 10, 4)),
                MethodShapes.of(sample));
        String longMethod = "class B {\n  void f() {\n" + "    g();\n".repeat(MAX_METHOD_LINES - 1) + "  }\n}\n";
        assertEquals(MAX_METHOD_LINES + 1, MethodShapes.of(longMethod).get(0).lines());
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
