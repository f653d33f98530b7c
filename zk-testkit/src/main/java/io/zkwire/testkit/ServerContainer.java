package io.zkwire.testkit;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Volume;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.startupcheck.StartupCheckStrategy;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;
import org.testcontainers.images.PullPolicy;
import org.testcontainers.utility.DockerImageName;

/**
 * The container of one server, defined but not started: on the host's network, so that it binds the same
 * loopback ports a child JVM would, with the server's directory mounted at its own path, so that zoo.cfg, the data
 * and the logging set-up are exactly the child JVM's and a restart keeps the data.
 *
 * <p>The image's contract is the official image's: it starts the server from {@code /conf/zoo.cfg} and passes
 * {@code JVMFLAGS} to the server JVM.
 */
final class ServerContainer {
    /** Marks the kit's containers, whose value is the server's directory: {@code docker ps -f label=...}. */
    static final String LABEL = "io.zkwire.testkit.server";
    private static final String ZOO_CFG = "/conf/zoo.cfg";

    private ServerContainer() {
    }

    static GenericContainer<?> define(ServerSpec spec, ContainerImage image) throws IOException {
        List<String> jvmFlags = new ArrayList<>(spec.jvmOptions());
        jvmFlags.addAll(ServerLogging.configure(spec.dir()));
        List<Bind> binds = binds(spec, ZooCfg.write(spec));
        Optional<String> user = ownerOf(spec.dir());
        return new GenericContainer<>(DockerImageName.parse(image.name()))
                .withImagePullPolicy(image.mayPull() ? PullPolicy.defaultPolicy() : name -> false)
                .withNetworkMode("host")
                .withLabel(LABEL, spec.dir().toString())
                // the image's start script passes JVMFLAGS to the server JVM (split at spaces)
                .withEnv("JVMFLAGS", String.join(" ", jvmFlags))
                // set on the engine's request directly: Testcontainers' own bind mounts would first test, in a
                // container of an image it pulls, whether mounting works, which the kit needs anyway
                .withCreateContainerCmdModifier(cmd -> {
                    cmd.getHostConfig().withBinds(binds);
                    user.ifPresent(cmd::withUser);
                })
                .withLogConsumer(new ContainerLog(spec.logFile()))
                .withStartupCheckStrategy(new AnyStateWillDo())
                .waitingFor(new ReadinessCheckedByCaller())
                .withStartupTimeout(spec.settings().startTimeout());
    }

    /** The server's directory and the files its configuration names, each at its own path; and zoo.cfg. */
    private static List<Bind> binds(ServerSpec spec, Path zooCfg) {
        List<Bind> binds = new ArrayList<>();
        binds.add(new Bind(spec.dir().toString(), new Volume(spec.dir().toString()), AccessMode.rw));
        binds.add(new Bind(zooCfg.toString(), new Volume(ZOO_CFG), AccessMode.ro));
        ConfiguredFiles.of(spec).forEach(file -> binds.add(
                new Bind(file.toString(), new Volume(file.toString()), AccessMode.ro)));
        return binds;
    }

    /**
     * The user and group owning the server's directory: the server writes its data as the test's user, who can
     * then delete it, rather than as the image's user (root, or the official image's {@code zookeeper}).
     */
    private static Optional<String> ownerOf(Path dir) throws IOException {
        try {
            return Optional.of(Files.getAttribute(dir, "unix:uid") + ":" + Files.getAttribute(dir, "unix:gid"));
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty(); // no Unix owners here: the image's user it is
        }
    }

    /** ZkServer notices a server that exits early, with its log, as for every backend. */
    private static final class AnyStateWillDo extends StartupCheckStrategy {
        @Override
        public StartupStatus checkStartupState(DockerClient client, String containerId) {
            return StartupStatus.SUCCESSFUL;
        }
    }

    /** ZkServer asks {@code srvr} itself, as for every backend. */
    private static final class ReadinessCheckedByCaller extends AbstractWaitStrategy {
        @Override
        protected void waitUntilReady() {
            // nothing to wait for here
        }
    }
}
