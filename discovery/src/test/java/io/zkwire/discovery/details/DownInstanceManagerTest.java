// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.ServiceInstance;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Curator 5.9's TestDownInstanceManager, ported. Curator's filter is a Guava predicate ({@code apply}); zkwire's
 * is the JDK's ({@code test}). The expiry case moves a clock instead of sleeping through the timeout.
 */
class DownInstanceManagerTest {

    private static final DownInstancePolicy ONE_ERROR = new DownInstancePolicy(1, TimeUnit.SECONDS, 1);
    private static final DownInstancePolicy TWO_ERRORS = new DownInstancePolicy(1, TimeUnit.SECONDS, 2);

    private final AtomicLong nowMs = new AtomicLong(1_000_000);
    private final ServiceInstance<Void> instance1 = instance("1");
    private final ServiceInstance<Void> instance2 = instance("2");

    @Test
    void anInstanceWithAnErrorIsLeftOut() {
        DownInstanceManager<Void> manager = new DownInstanceManager<>(ONE_ERROR, nowMs::get);
        assertKept(manager, true, true);

        manager.add(instance1);

        assertKept(manager, false, true);
    }

    @Test
    void anInstanceIsLeftOutOnlyOnceItReachesTheThreshold() {
        DownInstanceManager<Void> manager = new DownInstanceManager<>(TWO_ERRORS, nowMs::get);
        assertKept(manager, true, true);

        manager.add(instance1);
        assertKept(manager, true, true);

        manager.add(instance1);
        assertKept(manager, false, true);
    }

    @Test
    void anInstanceComesBackOnceTheTimeoutPassed() {
        DownInstanceManager<Void> manager = new DownInstanceManager<>(ONE_ERROR, nowMs::get);
        manager.add(instance1);
        assertKept(manager, false, true);

        nowMs.addAndGet(ONE_ERROR.getTimeoutMs());

        assertKept(manager, true, true);
    }

    /** Whether the manager keeps instance 1 and instance 2 among a provider's choices. */
    private void assertKept(DownInstanceManager<Void> manager, boolean kept1, boolean kept2) {
        assertEquals(kept1, manager.test(instance1), "instance 1 kept");
        assertEquals(kept2, manager.test(instance2), "instance 2 kept");
    }

    private static ServiceInstance<Void> instance(String id) {
        try {
            return ServiceInstance.<Void>builder().name("hey").id(id).build();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
