package io.zkwire.testkit.faults;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An ensemble as its clients see it through a {@link FaultProxy} in front of each server. Each
 * {@code ProxiedEnsemble.of(zk)} has proxies of its own, so a test can give every client its own and cut one
 * client off without touching the others:
 *
 * <pre>{@code
 * try (ProxiedEnsemble alice = ProxiedEnsemble.of(zk); ProxiedEnsemble bob = ProxiedEnsemble.of(zk)) {
 *     connect(alice.connectString());
 *     connect(bob.connectString());
 *     alice.set(Fault.blackhole(), Duration.ofSeconds(2));   // bob keeps talking
 *     alice.proxy(0).reset();                                // alice's connection to server 1, if any
 * }
 * }</pre>
 *
 * <p>Closing it closes the proxies, not the ensemble. The proxies follow the servers' fixed ports, so they
 * keep working across restarts.
 */
public final class ProxiedEnsemble implements AutoCloseable {
    private final ZkEnsemble ensemble;
    private final List<FaultProxy> proxies;

    private ProxiedEnsemble(ZkEnsemble ensemble, List<FaultProxy> proxies) {
        this.ensemble = ensemble;
        this.proxies = List.copyOf(proxies);
    }

    /** New proxies, relaying at once, in front of every server of a started ensemble, in {@code myid} order. */
    public static ProxiedEnsemble of(ZkEnsemble ensemble) {
        List<FaultProxy> proxies = new ArrayList<>();
        try {
            for (ZkServer server : ensemble.servers()) {
                proxies.add(FaultProxy.to(server));
            }
        } catch (RuntimeException e) {
            proxies.forEach(FaultProxy::close);
            throw e;
        }
        return new ProxiedEnsemble(ensemble, proxies);
    }

    /** The ensemble behind the proxies (its servers' own ports). */
    public ZkEnsemble ensemble() {
        return ensemble;
    }

    /** The proxy in front of {@code ensemble().server(index)}. */
    public FaultProxy proxy(int index) {
        return proxies.get(index);
    }

    /** All proxies, in the order of the servers. */
    public List<FaultProxy> proxies() {
        return proxies;
    }

    /** Comma-separated {@code 127.0.0.1:port} of every proxy: the ensemble's connect string, proxied. */
    public String connectString() {
        return proxies.stream().map(FaultProxy::connectString).collect(Collectors.joining(","));
    }

    /**
     * The index of the server whose proxy relays a client connection now (the first, if several), or -1 if
     * none: with one client behind these proxies, the server it is connected to.
     */
    public int relayingServer() {
        for (int i = 0; i < proxies.size(); i++) {
            if (proxies.get(i).connections() > 0) {
                return i;
            }
        }
        return -1;
    }

    /** Applies {@code fault} on every proxy until another one is set. */
    public void set(Fault fault) {
        proxies.forEach(proxy -> proxy.set(fault));
    }

    /** Applies {@code fault} on every proxy for {@code duration}; see {@link FaultProxy#set(Fault, Duration)}. */
    public void set(Fault fault, Duration duration) {
        proxies.forEach(proxy -> proxy.set(fault, duration));
    }

    /** Resets every open connection of every proxy once. */
    public void reset() {
        proxies.forEach(FaultProxy::reset);
    }

    /**
     * Makes the ensemble expire the session of the client behind these proxies; see
     * {@link FaultProxy#expireSessions(Duration)}, here for all proxies at once.
     */
    public void expireSessions(Duration sessionTimeout) {
        SessionExpiry.force(proxies, sessionTimeout);
    }

    /** Closes every proxy; the ensemble goes on. */
    @Override
    public void close() {
        proxies.forEach(FaultProxy::close);
    }
}
