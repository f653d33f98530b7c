package io.zkwire.client.internal;

import io.zkwire.client.ZkClient;
import io.zkwire.client.internal.config.ClientConfig;

/**
 * The one door from the public API into the implementation: {@link io.zkwire.client.ZkClientBuilder}
 * hands over an immutable {@link ClientConfig} and gets a client (not started). The implementation
 * never sees the builder, so the two do not import each other.
 */
public final class ClientFactory {

    private ClientFactory() {
    }

    public static ZkClient create(ClientConfig config) {
        return new DefaultZkClient(config);
    }
}
