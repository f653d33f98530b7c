package io.zkwire.faults.harness;

import java.time.Duration;
import java.util.Locale;

/**
 * How big a run is: the CI-sized run of {@code mvn verify}, or the soak ({@code -Psoak}, system property
 * {@code zkwire.soak=true}).
 *
 * @param clients         contending clients, each with a session of its own
 * @param proxiedClients  how many of them (the first ones) reach the ensemble through proxies of their own
 * @param sessionTimeout  requested (and, with the kit's 500 ms ticks, granted) session timeout
 * @param warmUp          contention before the first fault
 * @param tail            contention after the last fault
 * @param holdTime        how long a holder keeps a lock (on average)
 * @param maxLeases       the semaphore's leases
 * @param faultRepeats    how often a scenario repeats its fault within one run
 * @param rounds          how often each scenario runs
 */
public record HarnessSettings(int clients, int proxiedClients, Duration sessionTimeout, Duration warmUp,
        Duration tail, Duration holdTime, int maxLeases, int faultRepeats, int rounds) {

    /** Sized so that all scenarios together stay well within four minutes on a shared 2-core machine. */
    public static final HarnessSettings CI = new HarnessSettings(5, 3, Duration.ofSeconds(4), Duration.ofSeconds(2),
            Duration.ofSeconds(3), Duration.ofMillis(300), 2, 1, 1);

    /** More clients, longer schedules, every fault several times, every scenario twice. */
    public static final HarnessSettings SOAK = new HarnessSettings(10, 6, Duration.ofSeconds(4),
            Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofMillis(300), 3, 3, 2);

    public static HarnessSettings fromSystemProperties() {
        return Boolean.getBoolean("zkwire.soak") ? SOAK : CI;
    }

    /** How long a client waits for a connection before a request fails: short, so that faults show quickly. */
    public Duration connectionTimeout() {
        return sessionTimeout;
    }

    /** How long a contender may wait for a lock before giving up (and deleting its node). */
    public Duration acquireTimeout() {
        return holdTime.multipliedBy(clients);
    }

    /**
     * How long a wait for something the client promises to finish (an acquisition past its deadline, a release)
     * may take before it counts as a hang: the deadline, plus a request that waited the connection timeout, plus
     * a generous margin for a loaded machine.
     */
    public Duration hangLimit() {
        return acquireTimeout().plus(connectionTimeout().multipliedBy(2)).plus(Duration.ofSeconds(30));
    }

    /** How long the server may take to reap what an expired (or closed) session left: bounded, but generous. */
    public Duration reapLimit() {
        return sessionTimeout.multipliedBy(3).plus(Duration.ofSeconds(20));
    }

    /** One line for a report's head. */
    public String describe() {
        return String.format(Locale.ROOT, "%d clients (%d behind proxies of their own), session timeout %d ms,"
                        + " warm-up %d s, tail %d s, holds of about %d ms, %d leases, each fault %dx, each scenario %dx",
                clients, proxiedClients, sessionTimeout.toMillis(), warmUp.toSeconds(), tail.toSeconds(),
                holdTime.toMillis(), maxLeases, faultRepeats, rounds);
    }

    public boolean proxied(int client) {
        return client < proxiedClients;
    }
}
