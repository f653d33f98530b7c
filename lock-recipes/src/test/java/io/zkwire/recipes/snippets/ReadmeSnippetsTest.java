package io.zkwire.recipes.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The docs' Java examples run here against a real server. A page shows a snippet file's imports, a blank line,
 * then the lines between {@code // snippet:start} and {@code // snippet:end} without their indentation;
 * {@link DocsRulesTest} checks every page's Java blocks against the test sources. Edit the snippet file, then
 * paste it into the page.
 */
@Timeout(60)
class ReadmeSnippetsTest {

    private static final Path SNIPPETS = Path.of("src/test/java/io/zkwire/recipes/snippets");

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theQuickStartRuns() throws Exception {
        QuickStart.run(server.connectString() + chroot());
    }

    @Test
    void theLockRecipesExampleRuns() throws Exception {
        LockRecipesIntro.run(server.connectString() + chroot());
    }

    @Test
    void theTakeALockExampleRuns() throws Exception {
        TakeALock.main(new String[] {server.connectString() + chroot()});
    }

    /** This test's own root as a chroot, created first, so the snippets' absolute paths stay inside it. */
    private static String chroot() throws Exception {
        ZkClient admin = server.client();
        admin.create().creatingParentContainersIfNeeded().forPath(server.root());
        return server.root();
    }

    /** What the README must show for a snippet file: its imports, a blank line, the marked lines dedented. */
    static String shown(Path snippetFile) throws IOException {
        List<String> lines = Files.readAllLines(snippetFile);
        List<String> imports = lines.stream().filter(l -> l.startsWith("import ")).toList();
        int start = lines.indexOf(lines.stream().filter(l -> l.strip().equals("// snippet:start")).findFirst().orElseThrow());
        int end = lines.indexOf(lines.stream().filter(l -> l.strip().equals("// snippet:end")).findFirst().orElseThrow());
        List<String> body = lines.subList(start + 1, end);
        int indent = body.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length())
                .min().orElse(0);
        List<String> shown = new ArrayList<>(imports);
        shown.add("");
        body.forEach(l -> shown.add(l.isBlank() ? "" : l.substring(indent)));
        return String.join("\n", shown);
    }

    /** The {@code ```java} blocks of a Markdown file. */
    static List<String> javaBlocks(Path markdown) throws IOException {
        Matcher m = Pattern.compile("```java\\n(.*?)\\n```", Pattern.DOTALL).matcher(Files.readString(markdown));
        List<String> blocks = new ArrayList<>();
        while (m.find()) {
            blocks.add(m.group(1));
        }
        assertTrue(!blocks.isEmpty(), "no java block in " + markdown);
        return blocks.stream().collect(Collectors.toList());
    }
}
