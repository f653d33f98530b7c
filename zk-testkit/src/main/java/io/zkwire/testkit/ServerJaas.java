// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A server JAAS file with a 'Server' section of DIGEST-MD5 users, as ZooKeeper's guide writes it. The file lives
 * in the temporary directory until the test JVM exits (a server started later, or in a container, reads it there).
 */
final class ServerJaas {
    private ServerJaas() {
    }

    static Path digestUsers(Map<String, String> users) {
        if (users.isEmpty()) {
            throw new IllegalArgumentException("name at least one SASL user");
        }
        StringBuilder text = new StringBuilder("Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required");
        users.forEach((user, password) -> {
            if (user.isEmpty() || !user.matches("[A-Za-z0-9_.-]+") || password.contains("\"")) {
                throw new IllegalArgumentException("SASL user '" + user + "': use letters, digits, '_', '.' and '-'"
                        + " in names and no '\"' in passwords");
            }
            text.append("\n  user_").append(user).append("=\"").append(password).append('"');
        });
        text.append(";\n};\n");
        try {
            Path file = Files.createTempFile("zkwire-testkit-", ".jaas");
            file.toFile().deleteOnExit();
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a JAAS file in " + System.getProperty("java.io.tmpdir"), e);
        }
    }
}
