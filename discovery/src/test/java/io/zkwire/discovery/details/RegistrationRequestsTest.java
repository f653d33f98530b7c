// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.recipes.testing.RequestLog.Request;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What a registration sends, as a proxy between client and server sees it: Curator's two requests a cycle. */
@Timeout(120)
class RegistrationRequestsTest {

    private static final Set<OpCode> CREATES = Set.of(OpCode.CREATE, OpCode.CREATE2);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void registerAndUnregisterSendOneCreateAndOneDelete() throws Exception {
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(client).basePath(server.path("services")).build());
        discovery.start();
        // keeps the service's container node from being removed while empty between the cycles
        discovery.registerService(instance("neighbour"));
        ServiceInstance<String> mine = instance("mine");
        String node = server.path("services/api/" + mine.getId());
        int mark = log.requests().size();

        discovery.registerService(mine);
        discovery.unregisterService(mine);
        client.checkExists().forPath(node); // answered after all the cycle sent: the log holds it all now

        List<Request> sent = log.since(mark);
        assertEquals(3, sent.size(), RequestLog.ops(sent).toString());
        assertEquals(true, CREATES.contains(sent.get(0).op()), RequestLog.ops(sent).toString());
        assertEquals(node, sent.get(0).path());
        assertEquals(new Request(OpCode.DELETE, node, false), sent.get(1));
    }

    private static ServiceInstance<String> instance(String payload) throws Exception {
        return ServiceInstance.<String>builder().name("api").payload(payload).port(1).build();
    }
}
