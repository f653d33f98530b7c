package io.zkwire.testkit;

/**
 * Creates the container backend only when asked for, so that Testcontainers (an optional dependency) is loaded
 * only then, with a clear message when it is missing.
 */
final class DockerBackends {
    private static final String TESTCONTAINERS_CLASS = "org.testcontainers.containers.GenericContainer";

    private DockerBackends() {
    }

    static ServerBackend create() {
        try {
            Class.forName(TESTCONTAINERS_CLASS, false, DockerBackends.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new ZkTestkitException("-D" + ServerBackend.PROPERTY + "=docker needs Testcontainers on the test "
                    + "class path: add org.testcontainers:testcontainers (test scope) to your POM", e);
        }
        return new DockerBackend();
    }
}
