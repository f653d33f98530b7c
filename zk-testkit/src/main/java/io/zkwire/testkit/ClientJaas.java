// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.util.Map;
import javax.security.auth.login.AppConfigurationEntry;
import javax.security.auth.login.AppConfigurationEntry.LoginModuleControlFlag;
import javax.security.auth.login.Configuration;

/**
 * JAAS configurations for one client under test, handed to that client alone: a JVM-wide configuration
 * ({@code -Djava.security.auth.login.config}) would be shared by every test running beside it.
 */
public final class ClientJaas {
    /** The login module ZooKeeper's guide names for DIGEST-MD5 clients. */
    public static final String DIGEST_LOGIN_MODULE = "org.apache.zookeeper.server.auth.DigestLoginModule";

    private ClientJaas() {
    }

    /** A configuration with one section, {@code name}, of one required login module with these options. */
    public static Configuration section(String name, String loginModule, Map<String, ?> options) {
        AppConfigurationEntry entry = new AppConfigurationEntry(loginModule, LoginModuleControlFlag.REQUIRED, options);
        return new Configuration() {
            @Override
            public AppConfigurationEntry[] getAppConfigurationEntry(String asked) {
                return name.equals(asked) ? new AppConfigurationEntry[] {entry} : null;
            }
        };
    }

    /** ZooKeeper's DIGEST-MD5 'Client' section for {@code user}, as its guide writes it. */
    public static Configuration digest(String user, String password) {
        return section("Client", DIGEST_LOGIN_MODULE, Map.of("username", user, "password", password));
    }
}
