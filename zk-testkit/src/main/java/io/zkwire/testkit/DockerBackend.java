package io.zkwire.testkit;

import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;
import org.testcontainers.images.builder.Transferable;
import org.testcontainers.utility.DockerImageName;

/**
 * Runs each server in a container of the official {@code zookeeper} image (or {@code -Dzkwire.testkit.docker.image}),
 * on the host's network so that it binds the same loopback ports a child JVM would. Its data directory is the
 * host's, mounted, so a restart keeps the data.
 */
final class DockerBackend implements ServerBackend {
    static final String IMAGE_PROPERTY = "zkwire.testkit.docker.image";
    private static final String DATA_DIR = "/data";

    @Override
    public ServerHandle launch(ServerSpec spec) {
        String image = System.getProperty(IMAGE_PROPERTY, "zookeeper:" + spec.settings().version());
        GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(image))
                .withNetworkMode("host")
                .withCopyToContainer(Transferable.of(ZooCfg.render(spec, DATA_DIR)), "/conf/zoo.cfg")
                .withFileSystemBind(spec.dataDir().toString(), DATA_DIR, BindMode.READ_WRITE)
                // the image's start script passes JVMFLAGS to the server JVM
                .withEnv("JVMFLAGS", String.join(" ", spec.jvmOptions()))
                .waitingFor(new ReadinessCheckedByCaller())
                .withStartupTimeout(spec.settings().startTimeout());
        container.start();
        return new ContainerServer(container, spec.logFile());
    }

    /** ZkServer asks {@code srvr} itself, as for every backend. */
    private static final class ReadinessCheckedByCaller extends AbstractWaitStrategy {
        @Override
        protected void waitUntilReady() {
            // nothing to wait for here
        }
    }
}
