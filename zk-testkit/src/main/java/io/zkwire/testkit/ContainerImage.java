package io.zkwire.testkit;

import java.util.Locale;

/**
 * The image a container server of one ZooKeeper version runs, and whether Testcontainers may pull it.
 *
 * <p>{@code -Dzkwire.testkit.docker.image} names the image, {@code {version}} standing for the server's version:
 * {@code zookeeper:{version}} (the official image) unless set. {@code -Dzkwire.testkit.docker.pull} says whether
 * a missing image is pulled ({@code missing}, the default) or must already be on the engine ({@code never}, for
 * images built locally and machines without a registry).
 *
 * @param name the image's full name, e.g. {@code zookeeper:3.9.5}
 * @param mayPull whether a missing image may be pulled from a registry
 */
record ContainerImage(String name, boolean mayPull) {
    static final String IMAGE_PROPERTY = "zkwire.testkit.docker.image";
    static final String PULL_PROPERTY = "zkwire.testkit.docker.pull";
    static final String VERSION_PLACEHOLDER = "{version}";
    static final String DEFAULT_TEMPLATE = "zookeeper:" + VERSION_PLACEHOLDER;

    /** The image for {@code version} as this JVM's system properties choose it. */
    static ContainerImage forVersion(String version) {
        return of(System.getProperty(IMAGE_PROPERTY, DEFAULT_TEMPLATE), System.getProperty(PULL_PROPERTY, "missing"),
                version);
    }

    static ContainerImage of(String template, String pull, String version) {
        if (template.isBlank()) {
            throw new ZkTestkitException("-D" + IMAGE_PROPERTY + " is empty: name an image such as "
                    + DEFAULT_TEMPLATE + " (" + VERSION_PLACEHOLDER + " stands for the server's version)");
        }
        return new ContainerImage(template.trim().replace(VERSION_PLACEHOLDER, version), mayPull(pull));
    }

    private static boolean mayPull(String pull) {
        return switch (pull.trim().toLowerCase(Locale.ROOT)) {
            case "missing" -> true;
            case "never" -> false;
            default -> throw new ZkTestkitException("unknown -D" + PULL_PROPERTY + "=" + pull + ": use 'missing' "
                    + "(pull an image the engine lacks, the default) or 'never' (use only images already there)");
        };
    }

    /** What to do when the image is not on the engine, for error messages. */
    String howToGetIt() {
        return mayPull ? "pulling it failed: check the engine's access to its registry, or build the image "
                + "locally (zk-testkit/docker/build-image.sh) and pass -D" + IMAGE_PROPERTY
                : "-D" + PULL_PROPERTY + "=never forbids pulling it: build it with zk-testkit/docker/build-image.sh "
                + "(see docs/contributing/ci.md), or allow pulling with -D" + PULL_PROPERTY + "=missing";
    }
}
