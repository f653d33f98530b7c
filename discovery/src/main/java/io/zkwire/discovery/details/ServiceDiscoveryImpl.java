// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.discovery.DiscoveryPathConstructor;
import io.zkwire.discovery.ServiceCacheBuilder;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceProvider;
import io.zkwire.discovery.ServiceProviderBuilder;
import io.zkwire.discovery.strategies.RoundRobinStrategy;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.utils.ZKPaths;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Curator's service discovery on zkwire. A registration is one create and an unregistration one delete, as in
 * Curator; a registration comes back once, by the new session, when a reconnect follows a session loss.
 */
public class ServiceDiscoveryImpl<T> implements ServiceDiscovery<T> {

    private static final System.Logger LOG = System.getLogger(ServiceDiscoveryImpl.class.getName());

    private final ZkClient client;
    private final DiscoveryPathConstructor paths;
    private final InstanceSerializer<T> serializer;
    private final boolean watchInstances;
    private final Map<String, Registration<T>> services = new ConcurrentHashMap<>();
    private final Set<ServiceProvider<T>> providers = ConcurrentHashMap.newKeySet();
    private final ServiceInstance<T> thisInstance;
    private final ConnectionStateListener reRegister = new ConnectionStateListener() {
        @Override
        public void stateChanged(ZkClient changed, ConnectionState newState) {
            if (newState == ConnectionState.RECONNECTED) {
                services.values().forEach(Registration::reconnected);
            }
        }

        @Override
        public boolean doNotProxy() {
            return true; // registrations follow the connection as it is, past any circuit breaker
        }
    };
    /** Guarded by {@code this}: {@link #reRegister} is on the client. */
    private boolean listening;

    public ServiceDiscoveryImpl(ZkClient client, String basePath, InstanceSerializer<T> serializer,
            ServiceInstance<T> thisInstance, boolean watchInstances) {
        this(client, new DiscoveryPathConstructorImpl(basePath), serializer, thisInstance, watchInstances);
    }

    public ServiceDiscoveryImpl(ZkClient client, DiscoveryPathConstructor pathConstructor,
            InstanceSerializer<T> serializer, ServiceInstance<T> thisInstance, boolean watchInstances) {
        this.client = Objects.requireNonNull(client, "client cannot be null");
        this.paths = Objects.requireNonNull(pathConstructor, "pathConstructor cannot be null");
        this.serializer = Objects.requireNonNull(serializer, "serializer cannot be null");
        this.thisInstance = thisInstance;
        this.watchInstances = watchInstances;
    }

    /** Registers {@code thisInstance}; one not confirmed in time is logged and goes on in the background. */
    @Override
    public void start() throws Exception {
        listen();
        if (thisInstance != null && !register(thisInstance)) {
            LOG.log(System.Logger.Level.WARNING, "could not register " + thisInstance.getId() + " within the"
                    + " connection timeout; it is registered once the client connects");
        }
    }

    private synchronized void listen() {
        if (!listening) {
            listening = true;
            client.addConnectionStateListener(reRegister);
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (this) {
            listening = false;
            client.removeConnectionStateListener(reRegister);
        }
        for (ServiceProvider<T> provider : new ArrayList<>(providers)) {
            closeQuietly(provider);
        }
        List<CompletableFuture<Void>> deletes = new ArrayList<>();
        for (Registration<T> registration : new ArrayList<>(services.values())) {
            services.remove(registration.instance().getId(), registration);
            deletes.add(registration.close());
        }
        awaitDeletes(deletes);
    }

    /** Waits for the deletes' first attempts at most the connection timeout; the client retries failed ones. */
    private void awaitDeletes(List<CompletableFuture<Void>> deletes) {
        try {
            CompletableFuture.allOf(deletes.toArray(CompletableFuture[]::new))
                    .get(client.settings().connectionTimeoutMs(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the guaranteed deletes go on in the background
        } catch (ExecutionException | TimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, "unregistering goes on in the background", e);
        }
    }

    /** Registers {@code service}, or writes its data again when its id is registered already. */
    @Override
    public void registerService(ServiceInstance<T> service) throws Exception {
        if (!register(service)) {
            throw new IllegalStateException("the registration of " + service.getId() + " was not confirmed within"
                    + " the connection timeout; it goes on in the background (unregisterService stops it)");
        }
    }

    private boolean register(ServiceInstance<T> service) throws Exception {
        Registration<T> existing = services.get(service.getId());
        if (existing != null) {
            existing.update(service);
            return true;
        }
        Registration<T> registration = new Registration<>(client, serializer,
                pathForInstance(service.getName(), service.getId()), service);
        if (services.putIfAbsent(service.getId(), registration) != null) {
            return register(service);
        }
        listen();
        boolean created;
        try {
            created = registration.start();
        } catch (Exception e) {
            services.remove(service.getId(), registration);
            registration.close();
            throw e;
        }
        if (created && watchInstances) {
            registration.watch(path -> LOG.log(System.Logger.Level.DEBUG, "Could not deserialize: " + path));
        }
        return created;
    }

    @Override
    public void updateService(ServiceInstance<T> service) throws Exception {
        Registration<T> registration = services.get(service.getId());
        if (registration == null) {
            throw new IllegalStateException("Service not registered: " + service + "; register it first");
        }
        registration.update(service);
    }

    @Override
    public void unregisterService(ServiceInstance<T> service) throws Exception {
        Registration<T> registration = services.remove(service.getId());
        if (registration != null) {
            registration.close(); // returns once the delete is sent; later requests of this client come after it
        }
    }

    @Override
    public ServiceProviderBuilder<T> serviceProviderBuilder() {
        return new ServiceProviderBuilderImpl<>(this).providerStrategy(new RoundRobinStrategy<>());
    }

    @Override
    public ServiceCacheBuilder<T> serviceCacheBuilder() {
        return new ServiceCacheBuilderImpl<>(this);
    }

    @Override
    public Collection<String> queryForNames() throws Exception {
        return List.copyOf(client.getChildren().forPath(paths.getBasePath()));
    }

    @Override
    public Collection<ServiceInstance<T>> queryForInstances(String name) throws Exception {
        List<String> ids;
        try {
            ids = client.getChildren().forPath(pathForName(name));
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        }
        List<ServiceInstance<T>> instances = new ArrayList<>();
        for (String id : ids) {
            ServiceInstance<T> instance = queryForInstance(name, id);
            if (instance != null) {
                instances.add(instance);
            }
        }
        return List.copyOf(instances);
    }

    @Override
    public ServiceInstance<T> queryForInstance(String name, String id) throws Exception {
        try {
            return serializer.deserialize(client.getData().forPath(pathForInstance(name, id)));
        } catch (KeeperException.NoNodeException e) {
            return null;
        }
    }

    ZkClient getClient() {
        return client;
    }

    InstanceSerializer<T> getSerializer() {
        return serializer;
    }

    String pathForName(String name) {
        return paths.getPathForInstances(name);
    }

    String pathForInstance(String name, String id) {
        return ZKPaths.makePath(pathForName(name), id);
    }

    /** The instance as this process last wrote or (with watchInstances) read it, or null. */
    ServiceInstance<T> getRegisteredService(String id) {
        Registration<T> registration = services.get(id);
        return registration == null ? null : registration.instance();
    }

    void providerOpened(ServiceProvider<T> provider) {
        providers.add(provider);
    }

    void providerClosed(ServiceProvider<T> provider) {
        providers.remove(provider);
    }

    static void closeQuietly(java.io.Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing " + closeable + " failed", e);
        }
    }
}
