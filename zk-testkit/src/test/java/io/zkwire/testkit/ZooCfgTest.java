package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ZooCfgTest {
    private static final List<ServerPorts> THREE = List.of(
            new ServerPorts(2181, 2888, 3888, 0), new ServerPorts(2182, 2889, 3889, 0),
            new ServerPorts(2183, 2890, 3890, 0));

    @Test
    void ensembleMemberListsEveryPeerOnLoopbackAndItsOwnClientPort() {
        Map<String, String> cfg = ZooCfg.properties(spec(2, THREE, EnsembleSettings.defaults()), "/data");

        assertEquals("2182", cfg.get("clientPort"));
        assertEquals("127.0.0.1", cfg.get("clientPortAddress"));
        assertEquals("127.0.0.1:2888:3888", cfg.get("server.1"));
        assertEquals("127.0.0.1:2890:3890", cfg.get("server.3"));
        assertEquals("500", cfg.get("tickTime"));
        assertEquals("*", cfg.get("4lw.commands.whitelist"));
        assertEquals("false", cfg.get("admin.enableServer"));
    }

    @Test
    void standaloneServerHasNoPeerList() {
        Map<String, String> cfg = ZooCfg.properties(spec(1, THREE.subList(0, 1), EnsembleSettings.defaults()), "/d");

        assertFalse(cfg.containsKey("server.1"));
        assertFalse(cfg.containsKey("secureClientPort"));
    }

    @Test
    void userPropertiesWinOverDefaultsAndSecurePortBringsNetty() {
        EnsembleSettings settings = EnsembleSettings.defaults()
                .with(draft -> draft.tickTime = Duration.ofMillis(200))
                .with(draft -> draft.serverProperties.put("forceSync", "yes"))
                .with(draft -> draft.serverProperties.put("ssl.clientAuth", "none"));
        List<ServerPorts> secure = List.of(new ServerPorts(2181, 2888, 3888, 2281));

        Map<String, String> cfg = ZooCfg.properties(spec(1, secure, settings), "/d");

        assertEquals("200", cfg.get("tickTime"));
        assertEquals("yes", cfg.get("forceSync"));
        assertEquals("none", cfg.get("ssl.clientAuth"));
        assertEquals("2281", cfg.get("secureClientPort"));
        assertEquals("org.apache.zookeeper.server.NettyServerCnxnFactory", cfg.get("serverCnxnFactory"));
    }

    private static ServerSpec spec(int id, List<ServerPorts> members, EnsembleSettings settings) {
        return new ServerSpec(id, settings, members, Path.of("/tmp/zk/server-" + id));
    }
}
