// SPDX-License-Identifier: Apache-2.0
package io.zkwire.apicheck;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each published module's public API equals its checked-in dump, {@code <module>/api/<module>.api}; with
 * {@code -Dzkwire.api.update=true} the test rewrites the dumps instead.
 */
class ApiDumpTest {

    static final String UPDATE_COMMAND = "mvn -B -q -pl api-check -am test -Dtest=ApiDumpTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dzkwire.api.update=true";

    private static final Path ROOT = Path.of(System.getProperty("zkwire.root", ".."));
    private static final boolean UPDATE = Boolean.getBoolean("zkwire.api.update");
    private static final Pattern INTERNAL = Pattern.compile("\\bio\\.zkwire\\.[a-z.]*\\binternal\\.");
    private static final Pattern WIRE_OR_INTERNAL =
            Pattern.compile(INTERNAL.pattern() + "|\\bio\\.zkwire\\.protocol\\.(records|codec)\\.");

    /** A published module, found through one class it is sure to keep. */
    record Published(String module, Class<?> anchor) {
        @Override
        public String toString() {
            return module;
        }
    }

    static Stream<Published> modules() {
        return Stream.of(
                new Published("zk-protocol", io.zkwire.protocol.CreateMode.class),
                new Published("zk-client", io.zkwire.client.ZkClient.class),
                new Published("lock-recipes", io.zkwire.recipes.locks.InterProcessMutex.class),
                new Published("discovery", io.zkwire.discovery.ServiceDiscovery.class),
                new Published("zk-testkit", io.zkwire.testkit.ZkServer.class));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void publicApiMatchesDump(Published published) throws Exception {
        List<String> actual = ApiDump.of(ApiDump.locationOf(published.anchor()), getClass().getClassLoader());
        Path dump = ROOT.resolve(published.module()).resolve("api").resolve(published.module() + ".api");
        if (UPDATE) {
            Files.createDirectories(dump.getParent());
            Files.write(dump, actual, StandardCharsets.UTF_8);
            return;
        }
        List<String> expected = Files.exists(dump) ? Files.readAllLines(dump, StandardCharsets.UTF_8) : List.of();
        if (!actual.equals(expected)) {
            fail("The public API of " + published.module() + " differs from " + ROOT.relativize(dump)
                    + " (- only in the dump, + only in the code). If the change is intended, rewrite the dumps"
                    + " and commit them:\n    " + UPDATE_COMMAND + "\n" + diff(expected, actual));
        }
    }

    /** A client user's API names no wire-level or internal type, so users never need one. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void publicApiNamesNoWireOrInternalType(Published published) throws Exception {
        Pattern hidden = published.module().equals("zk-protocol") ? INTERNAL : WIRE_OR_INTERNAL;
        List<String> offending = ApiDump.of(ApiDump.locationOf(published.anchor()), getClass().getClassLoader())
                .stream().filter(line -> hidden.matcher(line).find()).collect(Collectors.toList());
        if (!offending.isEmpty()) {
            fail("The public API of " + published.module() + " names types users should not need ("
                    + hidden.pattern() + "); give them a user type instead:\n" + String.join("\n", offending));
        }
    }

    private static String diff(List<String> expected, List<String> actual) {
        StringBuilder text = new StringBuilder();
        Set<String> inCode = new HashSet<>(actual);
        Set<String> inDump = new HashSet<>(expected);
        expected.stream().filter(line -> !inCode.contains(line)).forEach(line -> text.append("- ").append(line)
                .append('\n'));
        actual.stream().filter(line -> !inDump.contains(line)).forEach(line -> text.append("+ ").append(line)
                .append('\n'));
        return text.toString();
    }
}
