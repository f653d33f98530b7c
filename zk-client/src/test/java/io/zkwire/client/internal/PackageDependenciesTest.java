package io.zkwire.client.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * The internal packages form a layering without cycles (common, config ← connection, watch ← session ←
 * ops ← builders ← wiring), and the implementation never refers to {@code ZkClientBuilder}: the builder
 * hands a {@code ClientConfig} to {@code ClientFactory}. Read from the main sources (imports and fully
 * qualified names outside comments and strings), so the rule holds for every file, present and future.
 */
class PackageDependenciesTest {

    private static final String INTERNAL = "io.zkwire.client.internal";
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\b(io\\.zkwire\\.client(?:\\.[a-z]\\w*)*)\\.([A-Z]\\w*)");
    /** Comments and string literals: what they name is no dependency. */
    private static final Pattern NOT_CODE =
            Pattern.compile("/\\*.*?\\*/|//[^\\n]*|\"(?:[^\"\\\\\\n]|\\\\.)*\"", Pattern.DOTALL);

    /** Package → the packages it refers to → one file that does so (for the failure message). */
    private static Map<String, Map<String, String>> internalGraph() {
        Map<String, Map<String, String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String text = Files.readString(file);
                Matcher pkg = PACKAGE.matcher(text);
                if (!pkg.find() || !pkg.group(1).startsWith(INTERNAL)) {
                    continue;
                }
                String from = pkg.group(1);
                Map<String, String> edges = graph.computeIfAbsent(from, p -> new TreeMap<>());
                Matcher ref = REFERENCE.matcher(NOT_CODE.matcher(text).replaceAll(""));
                while (ref.find()) {
                    String to = ref.group(1);
                    if (!to.equals(from) && to.startsWith(INTERNAL)) {
                        edges.putIfAbsent(to, SOURCES.relativize(file).toString());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return graph;
    }

    @Test
    void internalPackagesHaveNoCycles() {
        Map<String, Map<String, String>> graph = internalGraph();
        assertTrue(graph.size() >= 8, "expected the internal sub-packages, found " + graph.keySet());
        List<String> cycles = new ArrayList<>();
        for (Set<String> component : Cycles.stronglyConnected(graph)) {
            if (component.size() > 1) {
                StringBuilder why = new StringBuilder(component.toString());
                component.forEach(p -> graph.get(p).forEach((to, file) -> {
                    if (component.contains(to)) {
                        why.append("\n  ").append(p).append(" -> ").append(to).append(" (").append(file).append(')');
                    }
                }));
                cycles.add(why.toString());
            }
        }
        assertEquals(List.of(), cycles, "package cycles");
    }

    @Test
    void theCycleFinderFindsACycle() {
        Map<String, Map<String, String>> graph = Map.of("a", Map.of("b", ""), "b", Map.of("c", ""), "c", Map.of("a", ""),
                "d", Map.of("a", ""));
        assertEquals(List.of(Set.of("a", "b", "c"), Set.of("d")), Cycles.stronglyConnected(graph).stream()
                .sorted((x, y) -> y.size() - x.size()).toList());
    }

    @Test
    void theImplementationDoesNotKnowTheBuilder() throws IOException {
        Set<String> offenders = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES.resolve(INTERNAL.replace('.', '/')))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (NOT_CODE.matcher(Files.readString(file)).replaceAll("").contains("ZkClientBuilder")) {
                    offenders.add(file.getFileName().toString());
                }
            }
        }
        assertEquals(Set.of(), offenders);
    }

    /** Tarjan's strongly connected components; small graphs, so recursion is fine. */
    private static final class Cycles {
        private final Map<String, Map<String, String>> graph;
        private final Map<String, Integer> index = new TreeMap<>();
        private final Map<String, Integer> low = new TreeMap<>();
        private final List<String> stack = new ArrayList<>();
        private final List<Set<String>> components = new ArrayList<>();

        private Cycles(Map<String, Map<String, String>> graph) {
            this.graph = graph;
        }

        static List<Set<String>> stronglyConnected(Map<String, Map<String, String>> graph) {
            Cycles c = new Cycles(graph);
            new TreeSet<>(graph.keySet()).forEach(v -> {
                if (!c.index.containsKey(v)) {
                    c.visit(v);
                }
            });
            return c.components;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            for (String w : graph.getOrDefault(v, Map.of()).keySet()) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (stack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                Set<String> component = new TreeSet<>();
                String w;
                do {
                    w = stack.remove(stack.size() - 1);
                    component.add(w);
                } while (!w.equals(v));
                components.add(component);
            }
        }
    }
}
