package io.zkwire.testkit;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;

/**
 * Runs each server in a container ({@link ServerContainer}) of the image {@link ContainerImage} names, through
 * Testcontainers, and makes sure that no container outlives the test JVM ({@link OrphanedContainers}).
 */
final class DockerBackend implements ServerBackend {
    /** Images known to be on the engine, so that each is checked once per JVM. */
    private static final Set<String> PRESENT = ConcurrentHashMap.newKeySet();

    @Override
    public ServerHandle launch(ServerSpec spec) throws IOException {
        ContainerImage image = ContainerImage.forVersion(spec.settings().version());
        requirePresentUnlessPullable(engine(), image);
        GenericContainer<?> container = ServerContainer.define(spec, image);
        OrphanedContainers.watch(spec.dir());
        try {
            container.start();
            return new ContainerServer(container, spec);
        } catch (RuntimeException e) {
            container.stop();
            OrphanedContainers.forget(spec.dir());
            throw new ZkTestkitException("cannot start a container of " + image.name() + " for server " + spec.id()
                    + ": " + e.getMessage() + "\nLast lines of " + spec.logFile() + ":\n"
                    + LogTail.of(spec.logFile(), 30), e);
        }
    }

    /** With pulling forbidden, a missing image fails here with what to do, not deep inside Testcontainers. */
    private static void requirePresentUnlessPullable(DockerClient engine, ContainerImage image) {
        if (image.mayPull() || PRESENT.contains(image.name())) {
            return;
        }
        try {
            engine.inspectImageCmd(image.name()).exec();
        } catch (NotFoundException e) {
            throw new ZkTestkitException("image " + image.name() + " is not on the Docker engine, and "
                    + image.howToGetIt(), e);
        }
        PRESENT.add(image.name());
    }

    /** Testcontainers' client of the engine, found once per JVM. */
    private static DockerClient engine() {
        try {
            return DockerClientFactory.instance().client();
        } catch (IllegalStateException e) {
            throw new ZkTestkitException("-D" + ServerBackend.PROPERTY + "=docker, but Testcontainers finds no "
                    + "Docker engine (" + e.getMessage() + "): start one (docs/contributing/ci.md), or run the "
                    + "servers as child JVMs (without -Pdocker)", e);
        }
    }
}
