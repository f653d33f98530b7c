package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnsembleSettingsTest {

    @Test
    void changesLeaveTheOriginalAlone() {
        EnsembleSettings base = EnsembleSettings.defaults();

        EnsembleSettings changed = base.with(draft -> draft.serverProperties.put("a", "b"));

        assertEquals(Map.of(), base.serverProperties());
        assertEquals(Map.of("a", "b"), changed.serverProperties());
    }

    @Test
    void rejectsWhatCannotRun() {
        EnsembleSettings base = EnsembleSettings.defaults();

        assertThrows(IllegalArgumentException.class, () -> base.with(draft -> draft.servers = 0));
        assertThrows(IllegalArgumentException.class, () -> base.with(draft -> draft.version = "latest"));
        assertThrows(NullPointerException.class, () -> base.with(draft -> draft.systemProperties.put("k", null)));
    }

    @Test
    void userJvmOptionsComeAfterTheDefaultsSoTheyWin() {
        EnsembleSettings settings = EnsembleSettings.defaults()
                .with(draft -> draft.jvmArgs.add("-Xmx512m"))
                .with(draft -> draft.systemProperties.put("zookeeper.extendedTypesEnabled", "false"));
        ServerSpec spec = new ServerSpec(1, settings, List.of(new ServerPorts(1, 2, 3, 0)), Path.of("/tmp/x"));

        List<String> options = spec.jvmOptions();

        assertTrue(options.indexOf("-Xmx512m") > options.indexOf("-Xmx128m"), options.toString());
        assertEquals(List.of("-Dzookeeper.extendedTypesEnabled=false"),
                options.stream().filter(option -> option.startsWith("-Dzookeeper.extendedTypes")).toList());
    }
}
