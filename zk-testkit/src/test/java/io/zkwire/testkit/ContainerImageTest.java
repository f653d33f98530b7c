package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ContainerImageTest {

    @Test
    void theVersionFillsTheTemplateAndTheOfficialImageIsTheDefault() {
        assertEquals("zookeeper:3.8.6", ContainerImage.of(ContainerImage.DEFAULT_TEMPLATE, "missing", "3.8.6").name());
        assertEquals("zkwire-testkit/zookeeper:3.5.10",
                ContainerImage.of(" zkwire-testkit/zookeeper:{version} ", "missing", "3.5.10").name());
        assertEquals("my/zk:pinned", ContainerImage.of("my/zk:pinned", "missing", "3.9.5").name());
    }

    @Test
    void pullingIsAllowedUnlessForbidden() {
        assertTrue(ContainerImage.of("zookeeper:{version}", "missing", "3.9.5").mayPull());
        assertFalse(ContainerImage.of("zookeeper:{version}", " NEVER ", "3.9.5").mayPull());
    }

    @Test
    void badSettingsAreRejectedWithTheChoices() {
        ZkTestkitException pull = assertThrows(ZkTestkitException.class,
                () -> ContainerImage.of("zookeeper:{version}", "always", "3.9.5"));
        ZkTestkitException image = assertThrows(ZkTestkitException.class,
                () -> ContainerImage.of(" ", "missing", "3.9.5"));

        assertTrue(pull.getMessage().contains("'missing'") && pull.getMessage().contains("'never'"),
                pull.getMessage());
        assertTrue(image.getMessage().contains("zookeeper:{version}"), image.getMessage());
    }
}
