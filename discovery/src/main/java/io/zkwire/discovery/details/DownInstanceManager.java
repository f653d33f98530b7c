// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.InstanceFilter;
import io.zkwire.discovery.ServiceInstance;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/** Leaves out instances with too many noted errors until the policy's timeout since their first error. */
final class DownInstanceManager<T> implements InstanceFilter<T> {

    private final Map<ServiceInstance<?>, Status> statuses = new ConcurrentHashMap<>();
    private final DownInstancePolicy policy;
    private final LongSupplier clockMs;
    private final AtomicLong lastPurge;

    private static final class Status {
        private final long startMs;
        private final AtomicInteger errorCount = new AtomicInteger();

        Status(long startMs) {
            this.startMs = startMs;
        }
    }

    DownInstanceManager(DownInstancePolicy policy) {
        this(policy, System::currentTimeMillis);
    }

    /** A manager reading the time in milliseconds from {@code clockMs}, which tests can move by hand. */
    DownInstanceManager(DownInstancePolicy policy, LongSupplier clockMs) {
        this.policy = policy;
        this.clockMs = clockMs;
        this.lastPurge = new AtomicLong(clockMs.getAsLong());
    }

    void add(ServiceInstance<?> instance) {
        purge();
        statuses.computeIfAbsent(instance, i -> new Status(clockMs.getAsLong())).errorCount.incrementAndGet();
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
        long now = clockMs.getAsLong();
        if (now - last < policy.getTimeoutMs() / 2 || !lastPurge.compareAndSet(last, now)) {
            return;
        }
        statuses.values().removeIf(status -> now - status.startMs >= policy.getTimeoutMs());
    }
}
