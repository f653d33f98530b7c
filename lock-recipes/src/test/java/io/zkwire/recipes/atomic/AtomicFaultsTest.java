// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** An increment whose reply is lost is applied once, and the caller is told the outcome is unknown. */
@Timeout(60)
class AtomicFaultsTest {

    private static final int SET_DATA = 5;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void anIncrementWhoseReplyIsLostCountsOnceAndSaysSo() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        String path = server.path("counter");
        DistributedAtomicLong dal = new DistributedAtomicLong(client, path, new RetryNTimes(10, 10));
        dal.forceSet(5L);

        var cut = proxy.resetAfterNextRequest(Frame.request(SET_DATA));
        AtomicOutcomeUnknownException e = assertThrows(AtomicOutcomeUnknownException.class, dal::increment);
        Await.result(cut, "the setData's reply was cut");
        assertTrue(e.getMessage().contains("read the value with get()"), e.getMessage());
        assertEquals(path, e.getPath());
        assertEquals(6L, dal.get().postValue(), "applied once, not repeated");
    }
}
