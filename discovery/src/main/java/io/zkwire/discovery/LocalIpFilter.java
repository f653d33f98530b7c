// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;

/** Curator's filter of the local addresses {@link ServiceInstance#builder()} picks its default from. */
@FunctionalInterface
public interface LocalIpFilter {
    /** Whether {@code address} of {@code networkInterface} may be an instance's address. */
    boolean use(NetworkInterface networkInterface, InetAddress address) throws SocketException;
}
