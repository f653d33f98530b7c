package io.zkwire.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

/**
 * The harness's plumbing with tiny blocks against a real server: every row pairs both sides, the report and
 * the charts come out well formed. Measures nothing and asserts no timing.
 */
class PairedHarnessTest {

    @Test
    void pairsBothSidesAndWritesTableJsonAndCharts() throws Exception {
        List<Setting> settings = RunBenchmarks.run(Pattern.compile("mutexFloor|floorCurator|semaphoreFloor|handoff4x1|getDataPipelined"),
                Profile.TINY, List.of("no"));

        Setting setting = settings.get(0);
        assertEquals(List.of("mutexFloor", "floorCurator", "semaphoreFloor", "handoff4x1", "getDataPipelined"),
                setting.rows.stream().map(r -> r.row.id()).toList());
        for (RowResult r : setting.rows) {
            assertEquals(Profile.TINY.pairs(), r.zkwire.size(), r.row.id());
            assertEquals(Profile.TINY.pairs(), r.ratios().size(), r.row.id());
            assertTrue(r.zkwire.stream().allMatch(b -> b.ops > 0) && r.anchor.stream().allMatch(b -> b.ops > 0),
                    r.row.id() + " ran no operation on one side");
            // the server is a process of the testkit's: its CPU is known for every block
            assertTrue(r.zkwire.stream().allMatch(b -> b.serverCpuNanos >= 0)
                    && r.anchor.stream().allMatch(b -> b.serverCpuNanos >= 0), r.row.id() + " lost the server's CPU");
        }
        String table = Report.markdown(settings, Profile.TINY, Instant.now(), Duration.ZERO);
        assertTrue(table.contains("| mutexFloor | forceSync=no |") && table.contains("floor: "), table);
        // a context row names its subject in the subject's cell (zkwire's cells carry no name)
        assertTrue(table.contains("| floorCurator | forceSync=no | floor: ") && table.contains("| curator: "), table);
        String json = Report.json(settings, Profile.TINY, Instant.now());
        assertTrue(json.contains("\"pairRatios\": [") && json.contains("\"serverCpuMicrosPerOp\": "), json);
        assertFalse(json.contains("\"serverCpuMicrosPerOp\": null"), json);
        for (Row row : RunBenchmarks.rows()) {
            if (row.id().equals("mutexFloor") || row.id().equals("floorCurator") || row.id().equals("getDataPipelined")) {
                String svg = Charts.svg(row, settings);
                DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
                assertTrue(svg.contains("<rect class=\"ratio\""), "no ratio bar in " + row.id());
            }
        }
    }
}
