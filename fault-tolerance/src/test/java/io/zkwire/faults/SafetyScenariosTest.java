package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.faults.harness.HarnessSettings;
import io.zkwire.faults.harness.SafetyReport;
import io.zkwire.faults.harness.Scenario;
import io.zkwire.faults.harness.ScenarioRunner;
import io.zkwire.faults.harness.Scenarios;
import io.zkwire.faults.harness.SharedEnsemble;
import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The safety checker's scenarios on a 3-server ensemble: each runs the contending clients under its fault schedule
 * and must end with no violation. Reports go to the console and to {@code target/fault-tolerance-report.txt}.
 * CI-sized by default; {@code -Psoak} (system property {@code zkwire.soak=true}) runs the long version.
 */
@ExtendWith(SharedEnsemble.class)
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class SafetyScenariosTest {

    private static final HarnessSettings SETTINGS = HarnessSettings.fromSystemProperties();
    private static final Path REPORT = Path.of("target", "fault-tolerance-report.txt");

    static List<Scenario> scenarios() {
        return Scenarios.all();
    }

    @BeforeAll
    static void freshReportFile() throws IOException {
        Files.createDirectories(REPORT.getParent());
        Files.writeString(REPORT, (Boolean.getBoolean("zkwire.soak") ? "Soak" : "CI-sized") + " run: "
                + SETTINGS.describe() + "\n\n", StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void noViolations(Scenario scenario, ZkEnsemble ensemble) throws Exception {
        ScenarioRunner runner = new ScenarioRunner(ensemble, SETTINGS);
        for (int round = 1; round <= SETTINGS.rounds(); round++) {
            SafetyReport report = runner.run(scenario, round);
            String text = report.render();
            System.out.println(text);
            Files.writeString(REPORT, text + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            assertTrue(report.safe(), () -> report.violations().size() + " violation(s) in " + report.title()
                    + ":\n" + text);
        }
    }
}
