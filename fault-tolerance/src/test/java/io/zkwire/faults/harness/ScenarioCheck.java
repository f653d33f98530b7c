// SPDX-License-Identifier: Apache-2.0
package io.zkwire.faults.harness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Runs one scenario's rounds on an ensemble and fails on any violation. Each report goes to the console and to
 * a report file of the test class, so test classes in parallel JVMs never write one file.
 */
public final class ScenarioCheck {

    private static final HarnessSettings SETTINGS = HarnessSettings.fromSystemProperties();

    private final Path report;

    /** Starts {@code target/fault-tolerance-report-<name>.txt} afresh. */
    public ScenarioCheck(String name) throws IOException {
        this.report = Path.of("target", "fault-tolerance-report-" + name + ".txt");
        Files.createDirectories(report.getParent());
        Files.writeString(report, (Boolean.getBoolean("zkwire.soak") ? "Soak" : "CI-sized") + " run: "
                + SETTINGS.describe() + "\n\n", StandardCharsets.UTF_8);
    }

    public void noViolations(Scenario scenario, ZkEnsemble ensemble) throws Exception {
        ScenarioRunner runner = new ScenarioRunner(ensemble, SETTINGS);
        for (int round = 1; round <= SETTINGS.rounds(); round++) {
            SafetyReport result = runner.run(scenario, round);
            String text = result.render();
            System.out.println(text);
            Files.writeString(report, text + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            assertTrue(result.safe(), () -> result.violations().size() + " violation(s) in " + result.title()
                    + ":\n" + text);
        }
    }
}
