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
        List<Setting> settings = RunBenchmarks.run(Pattern.compile("mutexFloor|handoff4x1|queueDrain10"),
                Profile.TINY, List.of("no"), VerboseMode.SILENT, null);

        Setting setting = settings.get(0);
        assertEquals(List.of("mutexFloor", "handoff4x1", "queueDrain10"),
                setting.rows.stream().map(r -> r.row.id()).toList());
        for (RowResult r : setting.rows) {
            assertEquals(Profile.TINY.pairs(), r.zkwire.size(), r.row.id());
            assertEquals(Profile.TINY.pairs(), r.ratios().size(), r.row.id());
            for (Block b : List.of(r.zkwire.get(0), r.anchor.get(0))) {
                // a single shot's rate is not reported (its time is)
                boolean rate = r.row.kind() == Row.Kind.SINGLE_SHOT || b.opsPerSecond() > 0;
                assertTrue(b.ops > 0 && rate, r.row.id() + " ran no operation on one side");
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
        RowResult drain = setting.rows.get(2);
        for (Block b : List.of(drain.zkwire.get(0), drain.anchor.get(0))) {
            // one shot of 10 handoffs, counted as 10 operations: every cost is per handoff
            assertEquals(10, b.ops, "a drain shot is not counted per handoff");
            assertEquals(1, b.latencies.size(), "one shot, one time per handoff");
            // the queue's set-up is not counted: a handoff is a few requests, not the 10 waiters' creates
            assertTrue(b.serverRequestsPerOp > 0 && b.serverRequestsPerOp < 10, "requests per handoff: "
                    + b.serverRequestsPerOp);
            assertTrue(b.serverBytesInPerOp > 0 && b.serverBytesOutPerOp > 0, "the server's bytes (mntr) lost");
        }

        String table = Report.markdown(settings, Profile.TINY, Instant.now(), Duration.ZERO);
        assertTrue(table.contains("| mutexFloor | forceSync=no |") && table.contains("floor: "), table);
        assertTrue(table.contains("| handoff4x1 | forceSync=no |") && table.contains(" ops/s"), table);
        assertTrue(table.contains("| queueDrain10 | forceSync=no |") && table.contains(" B ·"), table);
        String json = Report.json(settings, Profile.TINY, Instant.now());
        assertTrue(json.contains("\"pairRatios\": [") && json.contains("\"serverCpuMicrosPerOp\": "), json);
        assertTrue(json.contains("\"zkwireBenchmark\": \"MutexBenchmark.zkwire\""), json);
        assertTrue(json.contains("\"serverBytesOutPerOp\": ") && json.contains("\"waitersHeapMB\": null"), json);
        assertFalse(json.contains("\"serverCpuMicrosPerOp\": null") || json.contains("NaN"), json);
        for (Row row : RunBenchmarks.rows()) {
            if (row.id().matches("mutexFloor|handoff4x1|queueDrain10")) {
                String svg = Charts.svg(row, settings);
                DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
                assertTrue(svg.contains("<rect class=\"ratio\""), "no ratio bar in " + row.id());
            }
        }
    }

    @Test
    void runsTheVirtualWaiterRowOnANewerJdkAndReadsTheQueuesFootprint() throws Exception {
        System.setProperty("jmh.ignoreLock", "true");
        Row tiny = new Row("virtualWaitersTiny", "20 virtual-thread waiters", Row.Kind.SINGLE_SHOT, "curator", "–",
                "VirtualWaitersBenchmark.zkwire;waiters=20;handoffs=5;opi=5;jdk=21",
                "VirtualWaitersBenchmark.curator;waiters=20;handoffs=5;opi=5;jdk=21");
        try (BenchServer server = BenchServer.start("no")) {
            var settings = new PairedRunner.Settings(Profile.TINY, server, VerboseMode.SILENT, null);
            for (String side : List.of(tiny.zkwire(), tiny.opponent())) {
                Block b = PairedRunner.block(side, tiny, settings);
                assertEquals(5, b.ops, side + ": a shot of 5 handoffs is 5 operations");
                assertFalse(Double.isNaN(b.waitersHeapMB), side + ": the queue's heap was not reported");
                assertTrue(b.waitersCarrierThreads >= 1, side + ": no carrier thread, so no virtual thread: "
                        + b.waitersCarrierThreads);
                assertFalse(Double.isNaN(b.waitersPlatformThreads), side + ": the queue's threads were not reported");
            }
        }
    }
}
