package io.zkwire.jmh.paired;

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
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The harness's plumbing with one tiny pair of single-fork JMH runs per row against a real server: every row
 * pairs both sides, JMH's latencies, rates, allocation and the server's CPU reach the report, and the report and
 * the charts come out well formed. Measures nothing and asserts no timing.
 */
class PairedHarnessTest {

    @Test
    void pairsJmhRunsOfBothSidesAndWritesTableJsonAndCharts() throws Exception {
        // Another JMH run on this shared machine must not fail this one: it measures nothing.
        System.setProperty("jmh.ignoreLock", "true");
        List<Setting> settings = RunBenchmarks.run(Pattern.compile("mutexFloor|handoff4x1"), Profile.TINY,
                List.of("no"), VerboseMode.SILENT, null);

        Setting setting = settings.get(0);
        assertEquals(List.of("mutexFloor", "handoff4x1"), setting.rows.stream().map(r -> r.row.id()).toList());
        for (RowResult r : setting.rows) {
            assertEquals(Profile.TINY.pairs(), r.zkwire.size(), r.row.id());
            assertEquals(Profile.TINY.pairs(), r.ratios().size(), r.row.id());
            for (Block b : List.of(r.zkwire.get(0), r.anchor.get(0))) {
                assertTrue(b.ops > 0 && b.opsPerSecond() > 0, r.row.id() + " ran no operation on one side");
                assertFalse(Double.isNaN(b.allocatedPerOp), r.row.id() + " lost JMH's gc.alloc.rate.norm");
                // read up to the end of the timed part, before the trial's tear-down closes the clients
                assertTrue(b.cpuMicrosPerOp > 0, r.row.id() + " lost the JVM's CPU: " + b.cpuMicrosPerOp);
                // the server is a process of the runner's: every fork knows its pid and reads its CPU
                assertTrue(b.serverCpuMicrosPerOp >= 0, r.row.id() + " lost the server's CPU: " + b.serverCpuMicrosPerOp);
                // every operation sends the server at least one request; srvr counts them on loopback
                assertTrue(b.serverRequestsPerOp > 0, r.row.id() + " lost the server's requests: " + b.serverRequestsPerOp);
            }
        }
        RowResult latency = setting.rows.get(0);
        assertTrue(latency.zkwire.get(0).latencies.size() > 0 && latency.anchor.get(0).latencies.size() > 0,
                "no SampleTime histogram read from JMH");
        assertFalse(latency.ratios().get(0).isNaN(), "no p50 ratio");
        assertEquals(0, setting.rows.get(1).zkwire.get(0).latencies.size(), "a throughput row has no latencies");

        String table = Report.markdown(settings, Profile.TINY, Instant.now(), Duration.ZERO);
        assertTrue(table.contains("| mutexFloor | forceSync=no |") && table.contains("floor: "), table);
        assertTrue(table.contains("| handoff4x1 | forceSync=no |") && table.contains(" ops/s"), table);
        String json = Report.json(settings, Profile.TINY, Instant.now());
        assertTrue(json.contains("\"pairRatios\": [") && json.contains("\"serverCpuMicrosPerOp\": "), json);
        assertTrue(json.contains("\"zkwireBenchmark\": \"MutexBenchmark.zkwire\""), json);
        assertFalse(json.contains("\"serverCpuMicrosPerOp\": null") || json.contains("NaN"), json);
        for (Row row : RunBenchmarks.rows()) {
            if (row.id().equals("mutexFloor") || row.id().equals("handoff4x1")) {
                String svg = Charts.svg(row, settings);
                DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
                assertTrue(svg.contains("<rect class=\"ratio\""), "no ratio bar in " + row.id());
            }
        }
    }
}
