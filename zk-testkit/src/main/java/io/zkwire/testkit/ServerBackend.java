package io.zkwire.testkit;

import java.io.IOException;
import java.util.Locale;

/**
 * How a server gets run: as a child JVM ({@code process}, the default) or in a container ({@code docker}).
 * Chosen for the whole test JVM with {@code -Dzkwire.testkit.backend=process|docker}.
 */
interface ServerBackend {
    String PROPERTY = "zkwire.testkit.backend";

    /**
     * Launches the server described by {@code spec}, whose directory already exists, and returns at once:
     * readiness is the caller's business (it asks {@code srvr} on the client port).
     */
    ServerHandle launch(ServerSpec spec) throws IOException;

    /** The backend {@code -Dzkwire.testkit.backend} names, {@code process} when it is not set. */
    static ServerBackend selected() {
        return named(System.getProperty(PROPERTY, "process"));
    }

    static ServerBackend named(String name) {
        return switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "process" -> ProcessBackend.INSTANCE;
            case "docker" -> DockerBackends.create();
            default -> throw new ZkTestkitException("unknown -D" + PROPERTY + "=" + name
                    + ": use 'process' (child JVMs, the default) or 'docker' (Testcontainers)");
        };
    }
}
