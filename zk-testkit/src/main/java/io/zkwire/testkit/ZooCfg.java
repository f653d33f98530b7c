package io.zkwire.testkit;

import io.zkwire.testkit.internal.Loopback;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes the zoo.cfg of one server: the kit's test-friendly defaults, then the user's properties over them. */
final class ZooCfg {
    private ZooCfg() {
    }

    /**
     * Writes {@code zoo.cfg} into the server's directory, naming its data directory by its path on this machine:
     * every backend lets the server see that directory at the same path.
     */
    static Path write(ServerSpec spec) throws IOException {
        return Files.writeString(spec.dir().resolve("zoo.cfg"), render(spec, spec.dataDir().toString()));
    }

    /**
     * @param dataDir the data directory as the server process sees it (a container mounts it elsewhere)
     */
    static String render(ServerSpec spec, String dataDir) {
        StringBuilder text = new StringBuilder("# written by zkwire zk-testkit\n");
        properties(spec, dataDir).forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
        return text.toString();
    }

    static Map<String, String> properties(ServerSpec spec, String dataDir) {
        EnsembleSettings settings = spec.settings();
        ServerPorts ports = spec.ports();
        Map<String, String> cfg = new LinkedHashMap<>();
        cfg.put("tickTime", Long.toString(settings.tickTime().toMillis()));
        cfg.put("initLimit", "10");
        cfg.put("syncLimit", "5");
        cfg.put("dataDir", dataDir);
        cfg.put("clientPort", Integer.toString(ports.client()));
        cfg.put("clientPortAddress", Loopback.ADDRESS);
        // readiness and mode() ask 'srvr'; tests may ask for the other words
        cfg.put("4lw.commands.whitelist", "*");
        // the admin server would open a Jetty port nobody asked for
        cfg.put("admin.enableServer", "false");
        // test data need not survive a machine crash, only a process kill; fsync would slow every write
        cfg.put("forceSync", "no");
        if (ports.hasSecureClientPort()) {
            cfg.put("secureClientPort", Integer.toString(ports.secureClient()));
            cfg.put("secureClientPortAddress", Loopback.ADDRESS);
            // only the Netty connection factory speaks TLS
            cfg.put("serverCnxnFactory", "org.apache.zookeeper.server.NettyServerCnxnFactory");
        }
        if (!spec.standalone()) {
            addMembers(cfg, spec.members());
        }
        cfg.putAll(settings.serverProperties());
        return cfg;
    }

    private static void addMembers(Map<String, String> cfg, List<ServerPorts> members) {
        for (int i = 0; i < members.size(); i++) {
            ServerPorts member = members.get(i);
            cfg.put("server." + (i + 1),
                    Loopback.ADDRESS + ":" + member.quorum() + ":" + member.election());
        }
    }
}
