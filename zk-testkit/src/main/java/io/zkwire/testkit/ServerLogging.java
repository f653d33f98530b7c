package io.zkwire.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Logging of a child server JVM: whichever backend its version uses (log4j 1 through 3.7, logback from 3.8)
 * logs INFO to standard output, which the kit sends to the server's log file, never to the test's console.
 */
final class ServerLogging {
    private static final String LOGBACK_XML = """
            <configuration>
              <appender name="OUT" class="ch.qos.logback.core.ConsoleAppender">
                <encoder><pattern>%d{HH:mm:ss.SSS} [%thread] %-5level %logger{1} - %msg%n</pattern></encoder>
              </appender>
              <root level="INFO"><appender-ref ref="OUT"/></root>
            </configuration>
            """;
    private static final String LOG4J_PROPERTIES = """
            log4j.rootLogger=INFO, OUT
            log4j.appender.OUT=org.apache.log4j.ConsoleAppender
            log4j.appender.OUT.layout=org.apache.log4j.PatternLayout
            log4j.appender.OUT.layout.ConversionPattern=%d{HH:mm:ss,SSS} [%t] %-5p %c{1} - %m%n
            """;

    private ServerLogging() {
    }

    /** Writes both configurations into {@code dir} and returns the JVM options that point at them. */
    static List<String> configure(Path dir) throws IOException {
        Path logback = Files.writeString(dir.resolve("logback.xml"), LOGBACK_XML);
        Path log4j = Files.writeString(dir.resolve("log4j.properties"), LOG4J_PROPERTIES);
        return List.of("-Dlogback.configurationFile=" + logback, "-Dlog4j.configuration=" + log4j.toUri());
    }
}
