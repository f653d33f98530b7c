// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/** Curator's builder of a {@link ServiceInstance}; get one from {@link ServiceInstance#builder()}. */
public class ServiceInstanceBuilder<T> {

    private static final AtomicReference<LocalIpFilter> LOCAL_IP_FILTER = new AtomicReference<>(
            (nif, address) -> address != null && !address.isLoopbackAddress()
                    && (nif.isPointToPoint() || !address.isLinkLocalAddress()));

    private T payload;
    private String name;
    private String address;
    private Integer port;
    private Integer sslPort;
    private String id;
    private long registrationTimeUTC;
    private ServiceType serviceType = ServiceType.DYNAMIC;
    private UriSpec uriSpec;
    private boolean enabled = true;

    ServiceInstanceBuilder() {
    }

    /** Replaces the filter of local addresses (by default: not loopback, not link-local). */
    public static void setLocalIpFilter(LocalIpFilter newLocalIpFilter) {
        LOCAL_IP_FILTER.set(newLocalIpFilter);
    }

    public static LocalIpFilter getLocalIpFilter() {
        return LOCAL_IP_FILTER.get();
    }

    /** The instance; the name is required. */
    public ServiceInstance<T> build() {
        return new ServiceInstance<>(name, id, address, port, sslPort, payload, registrationTimeUTC, serviceType,
                uriSpec, enabled);
    }

    public ServiceInstanceBuilder<T> name(String name) {
        this.name = name;
        return this;
    }

    public ServiceInstanceBuilder<T> address(String address) {
        this.address = address;
        return this;
    }

    public ServiceInstanceBuilder<T> id(String id) {
        this.id = id;
        return this;
    }

    public ServiceInstanceBuilder<T> port(int port) {
        this.port = port;
        return this;
    }

    public ServiceInstanceBuilder<T> sslPort(int port) {
        this.sslPort = port;
        return this;
    }

    public ServiceInstanceBuilder<T> payload(T payload) {
        this.payload = payload;
        return this;
    }

    public ServiceInstanceBuilder<T> serviceType(ServiceType serviceType) {
        this.serviceType = serviceType;
        return this;
    }

    public ServiceInstanceBuilder<T> registrationTimeUTC(long registrationTimeUTC) {
        this.registrationTimeUTC = registrationTimeUTC;
        return this;
    }

    public ServiceInstanceBuilder<T> uriSpec(UriSpec uriSpec) {
        this.uriSpec = uriSpec;
        return this;
    }

    public ServiceInstanceBuilder<T> enabled(boolean enabled) {
        this.enabled = enabled;
        return this;
    }

    /** The addresses of this host that the local IP filter accepts. */
    public static Collection<InetAddress> getAllLocalIPs() throws SocketException {
        List<InetAddress> accepted = new ArrayList<>();
        LocalIpFilter filter = LOCAL_IP_FILTER.get();
        for (NetworkInterface nif : list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : list(nif.getInetAddresses())) {
                if (filter.use(nif, address)) {
                    accepted.add(address);
                }
            }
        }
        return accepted;
    }

    private static <E> List<E> list(java.util.Enumeration<E> elements) {
        return elements == null ? List.of() : Collections.list(elements);
    }
}
