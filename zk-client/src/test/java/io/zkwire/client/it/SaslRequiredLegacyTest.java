// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The older way to require SASL, {@code zookeeper.sessionRequireClientSASLAuth=true}, refuses as enforce.auth does. */
class SaslRequiredLegacyTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> SaslJaas.server(b)
            .systemProperty("zookeeper.sessionRequireClientSASLAuth", "true"));

    @Test
    void aClientWithoutSaslIsToldWhatToConfigure() throws Exception {
        SaslRequiredTest.assertRefusedWithoutSasl(server);
    }
}
