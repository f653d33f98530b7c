package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ServerBackendTest {

    @Test
    void processIsTheDefaultAndDockerIsThereWithTestcontainers() {
        assertSame(ProcessBackend.INSTANCE, ServerBackend.named("process"));
        assertInstanceOf(DockerBackend.class, ServerBackend.named(" Docker "));
    }

    @Test
    void anUnknownBackendIsRejectedWithTheChoices() {
        ZkTestkitException e = assertThrows(ZkTestkitException.class, () -> ServerBackend.named("podman"));

        assertTrue(e.getMessage().contains("'process'") && e.getMessage().contains("'docker'"), e.getMessage());
    }
}
