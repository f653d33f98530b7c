// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.InstanceFilter;
import io.zkwire.discovery.ServiceInstance;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Leaves out instances with too many noted errors until the policy's timeout since their first error. */
final class DownInstanceManager<T> implements InstanceFilter<T> {

    private final Map<ServiceInstance<?>, Status> statuses = new ConcurrentHashMap<>();
    private final DownInstancePolicy policy;
    private final AtomicLong lastPurge = new AtomicLong(System.currentTimeMillis());

    private static final class Status {
        private final long startMs = System.currentTimeMillis();
        private final AtomicInteger errorCount = new AtomicInteger();
    }

    DownInstanceManager(DownInstancePolicy policy) {
        this.policy = policy;
    }

    void add(ServiceInstance<?> instance) {
        purge();
        statuses.computeIfAbsent(instance, i -> new Status()).errorCount.incrementAndGet();
    }

    @Override
    public boolean test(ServiceInstance<T> instance) {
        purge();
        Status status = statuses.get(instance);
        return status == null || status.errorCount.get() < policy.getErrorThreshold();
    }

    /** At most every half timeout: forgets the errors of instances whose timeout passed. */
    private void purge() {
        long last = lastPurge.get();
        long now = System.currentTimeMillis();
        if (now - last < policy.getTimeoutMs() / 2 || !lastPurge.compareAndSet(last, now)) {
            return;
        }
        statuses.values().removeIf(status -> now - status.startMs >= policy.getTimeoutMs());
    }
}
