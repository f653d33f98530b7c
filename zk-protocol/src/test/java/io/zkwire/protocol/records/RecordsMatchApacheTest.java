package io.zkwire.protocol.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.zkwire.protocol.testing.ApacheMirror;
import io.zkwire.protocol.testing.Catalog;
import io.zkwire.protocol.testing.RandomValues;
import io.zkwire.protocol.testing.Seeds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * For every record type: random values encoded by us equal, byte for byte, what Apache's jute classes
 * write for the same field values (matched by field name); Apache's bytes decode with ours to an equal
 * value, consuming every byte; and Apache reads our bytes back to the same bytes.
 */
class RecordsMatchApacheTest {

    static final int VALUES_PER_TYPE = 500;

    @TestFactory
    Stream<DynamicTest> everyRecordMatchesApache() {
        return Catalog.RECORDS.stream().map(type -> dynamicTest(type.getSimpleName(), () -> check(type)));
    }

    private static void check(Class<? extends Record> type) {
        long seed = Seeds.forName(type.getSimpleName());
        RandomValues values = new RandomValues(seed);
        for (int i = 0; i < VALUES_PER_TYPE; i++) {
            Record value = Catalog.random(type, values);
            String context = Seeds.describe(seed) + ", value " + i + ": " + value;
            byte[] apacheBytes = ApacheMirror.serialize(ApacheMirror.toApache(value));
            byte[] ourBytes = Catalog.encode(value);
            assertEquals(ByteBufUtil.hexDump(apacheBytes), ByteBufUtil.hexDump(ourBytes), context);

            var in = Unpooled.wrappedBuffer(apacheBytes);
            assertEquals(value, Catalog.decode(type, in), context);
            assertEquals(0, in.readableBytes(), "bytes left after decoding; " + context);

            byte[] apacheReread = ApacheMirror.serialize(ApacheMirror.deserialize(type, ourBytes));
            assertEquals(ByteBufUtil.hexDump(ourBytes), ByteBufUtil.hexDump(apacheReread), context);
        }
    }

    /** Guards the table: a record added to the package without a test fails here. */
    @Test
    void catalogCoversEveryRecordOfTheRecordsPackage() throws IOException {
        Path dir = Path.of(Catalog.class.getResource("/io/zkwire/protocol/records/RequestHeader.class").getPath())
                .getParent();
        Set<String> testedElsewhere = Set.of("MultiRequest", "MultiResponse", "Op", "Record", "Secrets", "Xids",
                "package-info");
        Set<String> found;
        try (Stream<Path> files = Files.list(dir)) {
            found = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class") && !n.contains("$"))
                    .map(n -> n.substring(0, n.length() - ".class".length())).filter(n -> !testedElsewhere.contains(n))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> catalogued = Catalog.RECORDS.stream().filter(c -> c.getPackageName().endsWith(".records"))
                .map(Class::getSimpleName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(found, catalogued);
    }
}
