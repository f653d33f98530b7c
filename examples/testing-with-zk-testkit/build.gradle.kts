// The same project for Gradle: the same dependencies, and nothing else for zk-testkit to find its server.
plugins {
    java
}

repositories {
    mavenCentral()
}

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(17)
    }
}

val zkwireVersion = "0.1.0-SNAPSHOT"

dependencies {
    implementation(platform("io.zkwire:zkwire-bom:$zkwireVersion"))
    implementation("io.zkwire:zk-client")

    testImplementation("io.zkwire:zk-testkit")
    testImplementation("org.apache.zookeeper:zookeeper:3.9.5")
    testImplementation("io.dropwizard.metrics:metrics-core:4.1.12.1")
    testImplementation("org.xerial.snappy:snappy-java:1.1.10.5")
    testImplementation("ch.qos.logback:logback-classic:1.3.15")
    testImplementation("org.junit.jupiter:junit-jupiter:5.14.4")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

tasks.test {
    useJUnitPlatform()
}
