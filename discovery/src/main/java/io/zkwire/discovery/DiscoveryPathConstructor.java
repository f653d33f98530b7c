// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

/** Curator's mapping from a service name to the node holding its instances. */
public interface DiscoveryPathConstructor {
    /** The node under which every service has its node. */
    String getBasePath();

    /** The node whose children are the instances of {@code serviceName}. */
    String getPathForInstances(String serviceName);
}
