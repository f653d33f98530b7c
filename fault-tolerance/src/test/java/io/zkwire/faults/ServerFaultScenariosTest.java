// SPDX-License-Identifier: Apache-2.0
package io.zkwire.faults;

import io.zkwire.faults.harness.Scenario;
import io.zkwire.faults.harness.ScenarioCheck;
import io.zkwire.faults.harness.Scenarios;
import io.zkwire.faults.harness.SharedEnsemble;
import io.zkwire.testkit.ZkEnsemble;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The safety checker's server-fault scenarios on a 3-server ensemble: each runs the contending clients under its
 * fault schedule and must end with no violation. CI-sized by default; {@code -Psoak} runs the long version.
 */
@ExtendWith(SharedEnsemble.class)
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class ServerFaultScenariosTest {

    private static ScenarioCheck check;

    static List<Scenario> scenarios() {
        return Scenarios.serverFaults();
    }

    @BeforeAll
    static void freshReport() throws Exception {
        check = new ScenarioCheck("server-faults");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void noViolations(Scenario scenario, ZkEnsemble ensemble) throws Exception {
        check.noViolations(scenario, ensemble);
    }
}
