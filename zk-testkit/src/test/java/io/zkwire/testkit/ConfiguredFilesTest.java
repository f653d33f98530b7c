package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfiguredFilesTest {

    @Test
    void listsExistingFilesNamedByZooCfgLinesAndJvmPropertiesOnce(@TempDir Path dir) throws Exception {
        Path keyStore = Files.writeString(dir.resolve("keys.p12"), "k");
        Path jaas = Files.writeString(dir.resolve("jaas.conf"), "j");
        EnsembleSettings settings = EnsembleSettings.defaults()
                .with(draft -> draft.serverProperties.put("ssl.keyStore.location", keyStore.toString()))
                .with(draft -> draft.serverProperties.put("ssl.trustStore.location", keyStore.toString()))
                .with(draft -> draft.systemProperties.put("java.security.auth.login.config", jaas.toString()))
                .with(draft -> draft.jvmArgs.add("-Dzookeeper.other=" + keyStore));

        assertEquals(Set.of(keyStore, jaas), ConfiguredFiles.of(spec(settings, dir.resolve("server-1"))));
    }

    @Test
    void addsTheKeyTabsAJaasConfigurationNames(@TempDir Path dir) throws Exception {
        Path keyTab = Files.writeString(dir.resolve("server.keytab"), "t");
        Path jaas = Files.writeString(dir.resolve("server.jaas"), "Server {\n  com.sun.security.auth.module.Krb5LoginModule"
                + " required useKeyTab=true keyTab=\"" + keyTab + "\" principal=\"zookeeper/localhost@EXAMPLE.COM\";\n};\n");
        EnsembleSettings settings = EnsembleSettings.defaults()
                .with(draft -> draft.systemProperties.put("java.security.auth.login.config", jaas.toString()));

        assertEquals(Set.of(jaas, keyTab), ConfiguredFiles.of(spec(settings, dir.resolve("server-1"))));
    }

    @Test
    void leavesOutTheServersOwnFilesAndValuesThatNameNoFile(@TempDir Path dir) throws Exception {
        Path serverDir = Files.createDirectories(dir.resolve("server-1"));
        Path ownFile = Files.writeString(serverDir.resolve("own.p12"), "o");
        EnsembleSettings settings = EnsembleSettings.defaults()
                .with(draft -> draft.serverProperties.put("own", ownFile.toString()))
                .with(draft -> draft.serverProperties.put("missing", dir.resolve("missing.p12").toString()))
                .with(draft -> draft.serverProperties.put("relative", "keys.p12"))
                .with(draft -> draft.serverProperties.put("directory", dir.toString()))
                .with(draft -> draft.serverProperties.put("maxClientCnxns", "200"));

        assertEquals(Set.of(), ConfiguredFiles.of(spec(settings, serverDir)));
    }

    private static ServerSpec spec(EnsembleSettings settings, Path serverDir) {
        return new ServerSpec(1, settings, List.of(new ServerPorts(2181, 2888, 3888, 0)), serverDir);
    }
}
