package io.zkwire.testkit;

import java.util.ArrayList;
import java.util.List;

/**
 * The throw-away POM whose class path runs a ZooKeeper server of one version. It imports ZooKeeper's own parent
 * POM as a BOM, so every jar comes in the version that release was built and tested with, and adds what the
 * server needs at run time but ZooKeeper's POM marks provided, optional or test-only.
 */
final class ServerArtifacts {
    private static final String DEPENDENCY_PLUGIN_VERSION = "3.8.1";
    /** Native Netty jars the server does not need (it runs NIO); some classifier jars are not published. */
    private static final List<String> NATIVE_NETTY =
            List.of("netty-tcnative-boringssl-static", "netty-transport-native-epoll");

    private ServerArtifacts() {
    }

    static String pom(ZkVersion version, boolean withoutNativeNetty) {
        StringBuilder deps = new StringBuilder(dependency("org.apache.zookeeper", "zookeeper",
                "<version>" + version + "</version>" + (withoutNativeNetty ? nativeNettyExclusions() : "")));
        for (Artifact artifact : runtimeExtras(version)) {
            deps.append(dependency(artifact.groupId(), artifact.artifactId(), ""));
        }
        return """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>io.zkwire.testkit.resolve</groupId>
                  <artifactId>zookeeper-server-%1$s</artifactId>
                  <version>1</version>
                  <packaging>pom</packaging>
                  <dependencyManagement><dependencies>
                    <dependency><groupId>org.apache.zookeeper</groupId><artifactId>parent</artifactId>
                      <version>%1$s</version><type>pom</type><scope>import</scope></dependency>
                  </dependencies></dependencyManagement>
                  <dependencies>
                %2$s  </dependencies>
                  <build><pluginManagement><plugins><plugin>
                    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId>
                    <version>%3$s</version>
                  </plugin></plugins></pluginManagement></build>
                </project>
                """.formatted(version, deps, DEPENDENCY_PLUGIN_VERSION);
    }

    /** Group and artifact ids, each with a class the server loads from it; versions come from ZooKeeper's BOM. */
    static List<Artifact> runtimeExtras(ZkVersion version) {
        List<Artifact> extras = new ArrayList<>();
        if (version.atLeast(3, 6)) {
            // the metrics and snapshot-compression code is loaded at start-up from 3.6 on
            extras.add(new Artifact("io.dropwizard.metrics", "metrics-core", "com.codahale.metrics.Reservoir"));
            extras.add(new Artifact("org.xerial.snappy", "snappy-java", "org.xerial.snappy.SnappyInputStream"));
        }
        if (version.atLeast(3, 8)) {
            extras.add(new Artifact("ch.qos.logback", "logback-classic", "ch.qos.logback.classic.Logger"));
        } else {
            extras.add(new Artifact("ch.qos.reload4j", "reload4j", "org.apache.log4j.Logger"));
            extras.add(new Artifact("org.slf4j", "slf4j-reload4j", "org.slf4j.impl.StaticLoggerBinder"));
        }
        return extras;
    }

    /** A jar the server needs beside ZooKeeper's own dependencies, and a class that shows it is there. */
    record Artifact(String groupId, String artifactId, String markerClass) {
        String coordinates() {
            return groupId + ":" + artifactId;
        }
    }

    private static String dependency(String groupId, String artifactId, String rest) {
        return "    <dependency><groupId>" + groupId + "</groupId><artifactId>" + artifactId + "</artifactId>"
                + "<scope>compile</scope>" + rest + "</dependency>\n";
    }

    private static String nativeNettyExclusions() {
        StringBuilder exclusions = new StringBuilder("<exclusions>");
        for (String artifactId : NATIVE_NETTY) {
            exclusions.append("<exclusion><groupId>io.netty</groupId><artifactId>").append(artifactId)
                    .append("</artifactId></exclusion>");
        }
        return exclusions.append("</exclusions>").toString();
    }
}
