// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ensemble;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EnsembleConfigTest {

    @Test
    void clientAddressesComeFromEachMemberAndAWildcardBecomesTheQuorumHost() {
        String config = "server.1=zk1.example:2888:3888:participant;0.0.0.0:2181\n"
                + "server.2=zk2.example:2888:3888:participant;10.0.0.2:2182\n"
                + "server.3=[fd00::3]:2888:3888:observer;[::]:2183\n"
                + "server.4=zk4.example:2888:3888;2184\n"
                + "version=100000003";
        assertEquals("zk1.example:2181,10.0.0.2:2182,[fd00::3]:2183,zk4.example:2184",
                EnsembleConfig.clientAddresses(config));
    }

    @Test
    void aConfigWithoutClientAddressesGivesNone() {
        assertEquals("", EnsembleConfig.clientAddresses(""));
        assertEquals("", EnsembleConfig.clientAddresses("server.1=zk1:2888:3888:participant\nversion=1"));
    }
}
