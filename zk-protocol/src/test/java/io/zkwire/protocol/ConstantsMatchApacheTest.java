package io.zkwire.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.zkwire.protocol.records.Xids;
import io.zkwire.protocol.testing.Apache;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooDefs;
import org.junit.jupiter.api.Test;

/** Every constant table is checked against Apache's own classes, so a typo in a number cannot pass. */
class ConstantsMatchApacheTest {

    @Test
    void opCodesAreExactlyZooDefsOpCode() throws IllegalAccessException {
        Map<String, Integer> apache = intConstants(ZooDefs.OpCode.class);
        Map<String, Integer> ours = Arrays.stream(OpCode.values())
                .collect(Collectors.toMap(op -> normalized(op.name()), OpCode::code, (a, b) -> a, TreeMap::new));
        assertEquals(apache, ours);
        assertRoundTrip(OpCode.values(), OpCode::code, OpCode::of);
        assertEquals(OpCode.CREATE2, OpCode.find(15).orElseThrow());
        assertEquals(java.util.Optional.empty(), OpCode.find(10));
        assertThrows(ProtocolException.class, () -> OpCode.of(10));
    }

    @Test
    void permsAndIdsAreZooDefs() throws IllegalAccessException {
        Map<String, Integer> apache = intConstants(ZooDefs.Perms.class);
        Map<String, Integer> ours = intConstants(Perms.class);
        assertEquals(apache, ours);
        assertEquals(Apache.acl(ZooDefs.Ids.OPEN_ACL_UNSAFE), Ids.OPEN_ACL_UNSAFE);
        assertEquals(Apache.acl(ZooDefs.Ids.CREATOR_ALL_ACL), Ids.CREATOR_ALL_ACL);
        assertEquals(Apache.acl(ZooDefs.Ids.READ_ACL_UNSAFE), Ids.READ_ACL_UNSAFE);
        assertEquals(Apache.id(ZooDefs.Ids.ANYONE_ID_UNSAFE), Ids.ANYONE_ID_UNSAFE);
        assertEquals(Apache.id(ZooDefs.Ids.AUTH_IDS), Ids.AUTH_IDS);
        assertThrows(UnsupportedOperationException.class, () -> Ids.OPEN_ACL_UNSAFE.add(null));
    }

    @Test
    void createModesMatchApache() {
        assertEquals(org.apache.zookeeper.CreateMode.values().length, CreateMode.values().length);
        for (org.apache.zookeeper.CreateMode a : org.apache.zookeeper.CreateMode.values()) {
            CreateMode m = CreateMode.valueOf(a.name());
            String why = a.name();
            assertEquals(a.toFlag(), m.flag(), why);
            assertEquals(a.isEphemeral(), m.isEphemeral(), why);
            assertEquals(a.isSequential(), m.isSequential(), why);
            assertEquals(a.isContainer(), m.isContainer(), why);
            assertEquals(a.isTTL(), m.isTtl(), why);
        }
        assertRoundTrip(CreateMode.values(), CreateMode::flag, CreateMode::fromFlag);
        assertThrows(ProtocolException.class, () -> CreateMode.fromFlag(7));
    }

    @Test
    void watcherEnumsMatchApache() {
        assertSame(Watcher.Event.EventType.values(), e -> e.name(), e -> e.getIntValue(),
                EventType.values(), EventType::intValue);
        assertSame(Watcher.Event.KeeperState.values(), e -> e.name(), e -> e.getIntValue(),
                KeeperState.values(), KeeperState::intValue);
        assertSame(Watcher.WatcherType.values(), e -> e.name(), e -> e.getIntValue(),
                WatcherType.values(), WatcherType::intValue);
        assertSame(org.apache.zookeeper.AddWatchMode.values(), e -> e.name(), e -> e.getMode(),
                AddWatchMode.values(), AddWatchMode::intValue);
        assertRoundTrip(EventType.values(), EventType::intValue, EventType::fromInt);
        assertRoundTrip(KeeperState.values(), KeeperState::intValue, KeeperState::fromInt);
        assertRoundTrip(WatcherType.values(), WatcherType::intValue, WatcherType::fromInt);
        assertRoundTrip(AddWatchMode.values(), AddWatchMode::intValue, AddWatchMode::fromInt);
        ProtocolException e = assertThrows(ProtocolException.class, () -> KeeperState.fromInt(2));
        assertEquals("unknown KeeperState value 2; known values are [-112, -1, 0, 1, 3, 4, 5, 6, 7]", e.getMessage());
    }

    @Test
    void xidsAreTheReservedValues() {
        assertEquals(-1, Xids.NOTIFICATION);
        assertEquals(-2, Xids.PING);
        assertEquals(-4, Xids.AUTH);
        assertEquals(-8, Xids.SET_WATCHES);
    }

    private static <A, E extends Enum<E>> void assertSame(A[] apache, java.util.function.Function<A, String> name,
            ToIntFunction<A> value, E[] ours, ToIntFunction<E> ourValue) {
        Map<String, Integer> expected = new TreeMap<>();
        for (A a : apache) {
            expected.put(name.apply(a), value.applyAsInt(a));
        }
        Map<String, Integer> actual = new TreeMap<>();
        for (E e : ours) {
            actual.put(e.name(), ourValue.applyAsInt(e));
        }
        assertEquals(expected, actual);
    }

    private static <E> void assertRoundTrip(E[] constants, ToIntFunction<E> value, IntFunction<E> lookup) {
        for (E e : constants) {
            assertEquals(e, lookup.apply(value.applyAsInt(e)));
        }
    }

    private static Map<String, Integer> intConstants(Class<?> type) throws IllegalAccessException {
        Map<String, Integer> map = new TreeMap<>();
        for (Field f : type.getFields()) {
            if (f.getType() == int.class && Modifier.isStatic(f.getModifiers())) {
                map.put(normalized(f.getName()), f.getInt(null));
            }
        }
        return map;
    }

    private static String normalized(String name) {
        return name.replace("_", "").toLowerCase(Locale.ROOT);
    }
}
