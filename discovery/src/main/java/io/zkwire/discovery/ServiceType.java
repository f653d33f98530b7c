// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

/** Curator's service types: how long a registration lives. */
public enum ServiceType {
    /** An ephemeral node: gone when the registering session ends. */
    DYNAMIC,
    /** A persistent node. */
    STATIC,
    /** A persistent node. */
    PERMANENT,
    /** An ephemeral sequential node: the id gets the server's sequence number appended. */
    DYNAMIC_SEQUENTIAL;

    /** Whether the registration is an ephemeral node. */
    public boolean isDynamic() {
        return this == DYNAMIC || this == DYNAMIC_SEQUENTIAL;
    }
}
