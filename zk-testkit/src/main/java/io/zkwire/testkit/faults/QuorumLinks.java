package io.zkwire.testkit.faults;

import io.zkwire.testkit.PeerLinks;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link FaultProxy} on every link between the servers of an ensemble (quorum and election ports, each
 * direction of dialling its own), so that a test can cut servers off from one another while their clients
 * still reach them: a follower partitioned from its leader, or one whose updates from the leader lag.
 *
 * <pre>{@code
 * QuorumLinks links = new QuorumLinks();
 * try (ZkEnsemble zk = ZkEnsemble.builder().servers(3).peerLinks(links).start()) {
 *     links.partition(2);          // server index 2 on one side, 0 and 1 on the other
 *     links.heal();
 *     links.set(1, 0, Fault.delay(Duration.ZERO, Duration.ofMillis(300))); // what 1 hears from 0 comes late
 * }
 * }</pre>
 *
 * <p>Indexes are 0-based server indexes ({@code zk.server(i)}). The proxies relay raw bytes; they are closed
 * with the ensemble.
 */
public final class QuorumLinks implements PeerLinks {

    private record Link(int from, int to, int targetPort) {}

    private final Map<Link, FaultProxy> proxies = new ConcurrentHashMap<>();

    @Override
    public int port(int from, int to, int targetPort) {
        return proxies.computeIfAbsent(new Link(from, to, targetPort), link -> FaultProxy.to(targetPort)).port();
    }

    /**
     * Cuts every link between the servers named and the others, both ways (a blackhole: open connections
     * stay open and carry nothing), until {@link #heal()}.
     */
    public void partition(int... oneSide) {
        if (oneSide.length == 0) {
            throw new IllegalArgumentException("name the servers on one side of the partition, e.g. partition(2)");
        }
        proxies.forEach((link, proxy) -> {
            if (contains(oneSide, link.from()) != contains(oneSide, link.to())) {
                proxy.blackhole();
            }
        });
    }

    /** Every link relays at once again; bytes held by a fault move on. */
    public void heal() {
        proxies.values().forEach(FaultProxy::pass);
    }

    /**
     * Applies {@code fault} to the connections server {@code from} dials to server {@code to} (their client
     * side is {@code from}: {@link Fault#delay(java.time.Duration, java.time.Duration)}'s "to client" delays
     * what {@code from} hears). A follower dials its leader's quorum port, so {@code set(follower, leader, ..)}
     * acts on the follower's link to the leader.
     */
    public void set(int from, int to, Fault fault) {
        List<FaultProxy> matching = proxies.entrySet().stream()
                .filter(e -> e.getKey().from() == from && e.getKey().to() == to).map(Map.Entry::getValue).toList();
        if (matching.isEmpty()) {
            throw new IllegalArgumentException("no link from server " + from + " to server " + to
                    + " (indexes are 0-based; is the ensemble started with these links?)");
        }
        matching.forEach(proxy -> proxy.set(fault));
    }

    @Override
    public void close() {
        proxies.values().forEach(FaultProxy::close);
        proxies.clear();
    }

    private static boolean contains(int[] indexes, int index) {
        return Arrays.stream(indexes).anyMatch(i -> i == index);
    }
}
