// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.NodeCache;
import io.zkwire.recipes.nodes.PersistentNode;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One registered instance: a PersistentNode at {@code basePath/name/id}. The node makes one create at a time
 * and recreates the node at its path after a session loss, so the instance is there exactly once. A
 * sequential instance uses the client's protected create: its node name gets a {@code _c_<uuid>-} prefix.
 */
final class Registration<T> {

    private static final System.Logger LOG = System.getLogger(Registration.class.getName());

    private final ZkClient client;
    private final InstanceSerializer<T> serializer;
    private final PersistentNode node;
    private volatile ServiceInstance<T> instance;
    private volatile NodeCache watch;

    Registration(ZkClient client, InstanceSerializer<T> serializer, String path, ServiceInstance<T> instance)
            throws Exception {
        this.client = client;
        this.serializer = serializer;
        this.instance = instance;
        CreateMode mode = modeOf(instance);
        // A sequential create whose reply was lost would leave a second node; protection finds the first one.
        boolean protect = mode == CreateMode.EPHEMERAL_SEQUENTIAL;
        this.node = new PersistentNode(client, mode, protect, path, serializer.serialize(instance));
    }

    private static CreateMode modeOf(ServiceInstance<?> instance) {
        if (instance.getServiceType() == null) {
            throw new IllegalArgumentException("service type of " + instance.getId() + " is null: set one, e.g."
                    + " ServiceType.DYNAMIC");
        }
        return switch (instance.getServiceType()) {
            case DYNAMIC -> CreateMode.EPHEMERAL;
            case DYNAMIC_SEQUENTIAL -> CreateMode.EPHEMERAL_SEQUENTIAL;
            default -> CreateMode.PERSISTENT;
        };
    }

    ServiceInstance<T> instance() {
        return instance;
    }

    /** Starts the node; true once it exists within the client's connection timeout. */
    boolean start() throws InterruptedException {
        node.start();
        return node.waitForInitialCreate(client.settings().connectionTimeoutMs(), TimeUnit.MILLISECONDS);
    }

    /** Writes {@code newInstance} now and into every recreation; returns once the server applied it. */
    void update(ServiceInstance<T> newInstance) throws Exception {
        byte[] bytes = serializer.serialize(newInstance);
        if (!node.waitForInitialCreate(client.settings().connectionTimeoutMs(), TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("the instance " + newInstance.getId() + " is not registered yet"
                    + " (no connection?): try the update again once connected");
        }
        instance = newInstance;
        node.setData(bytes);
        // The session's requests are answered in order: this read returns after the write above.
        client.checkExists().forPath(node.getActualPath());
    }

    /** Reads changes others make to the node back into {@link #instance()}. */
    void watch(Consumer<String> onUndecodable) throws Exception {
        NodeCache cache = new NodeCache(client, node.getActualPath());
        cache.getListenable().addListener(() -> readBack(cache, onUndecodable));
        cache.start();
        watch = cache;
    }

    private void readBack(NodeCache cache, Consumer<String> onUndecodable) {
        ChildData data = cache.getCurrentData();
        if (data == null || data.getData() == null) {
            return;
        }
        try {
            instance = serializer.deserialize(data.getData());
        } catch (Exception e) {
            onUndecodable.accept(data.getPath());
        }
    }

    /** Stops the watch and deletes the node (guaranteed: a failed delete goes on in the background). */
    void close() throws IOException {
        NodeCache cache = watch;
        if (cache != null) {
            cache.close();
        }
        node.close();
        LOG.log(System.Logger.Level.DEBUG, "unregistered " + instance.getId());
    }
}
