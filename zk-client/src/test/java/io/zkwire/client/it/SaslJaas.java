// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import io.zkwire.testkit.ClientJaas;
import io.zkwire.testkit.ZkEnsemble;
import java.util.Map;
import javax.security.auth.login.Configuration;

/**
 * SASL DIGEST-MD5 for the tests: servers with a JAAS 'Server' section of known users, and clients with a
 * JAAS configuration of their own ({@link ClientJaas}).
 */
final class SaslJaas {

    static final Map<String, String> USERS = Map.of("alice", "alice-secret", "bob", "bob-secret");

    private SaslJaas() {}

    /** A 'Client' section as the official client's JAAS file would have it, for {@code user}. */
    static Configuration client(String user, String password) {
        return ClientJaas.digest(user, password);
    }

    /** Server settings: SASL accepted, DIGEST-MD5 for {@link #USERS}. */
    static ZkEnsemble.Builder server(ZkEnsemble.Builder builder) {
        return builder.saslDigestUsers(USERS);
    }
}
