// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.PathChildrenCache;
import io.zkwire.recipes.cache.PathChildrenCacheEvent;
import io.zkwire.recipes.utils.ZKPaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A service's instances on zkwire's children cache: changes arrive in zxid order, and after a reconnect the
 * cache catches up with the server, so an instance deleted meanwhile (an expired session's) is dropped.
 */
final class ServiceCacheImpl<T> implements ServiceCache<T> {

    private static final System.Logger LOG = System.getLogger(ServiceCacheImpl.class.getName());
    private static final long MIN_START_WAIT_MS = 10_000;

    private enum State { LATENT, STARTED, STOPPED }

    private final ServiceDiscoveryImpl<T> discovery;
    private final String path;
    private final PathChildrenCache cache;
    private final Map<String, ServiceInstance<T>> instances = new ConcurrentHashMap<>();
    private final Map<ServiceCacheListener, Executor> listeners = new ConcurrentHashMap<>();
    private final AtomicReference<State> state = new AtomicReference<>(State.LATENT);
    private final CountDownLatch initialized = new CountDownLatch(1);
    /** Made for this cache from a thread factory, so shut down with it. */
    private final ExecutorService ownExecutor;

    ServiceCacheImpl(ServiceDiscoveryImpl<T> discovery, String name, ExecutorService executor, boolean owned) {
        if (name == null) {
            throw new IllegalArgumentException("name cannot be null: call name(..) on the builder");
        }
        this.discovery = discovery;
        this.path = discovery.pathForName(name);
        this.cache = new PathChildrenCache(discovery.getClient(), path, true);
        this.ownExecutor = owned ? executor : null;
        if (executor == null) {
            cache.getListenable().addListener((client, event) -> childEvent(event));
        } else {
            cache.getListenable().addListener((client, event) -> childEvent(event), executor);
        }
    }

    @Override
    public List<ServiceInstance<T>> getInstances() {
        return new ArrayList<>(instances.values());
    }

    /** Waits for the first load at most the session timeout (10 s at least), else TimeoutException. */
    @Override
    public void start() throws Exception {
        long waitMs = Math.max(MIN_START_WAIT_MS, discovery.getClient().settings().sessionTimeoutMs());
        if (!startImmediate().await(waitMs, TimeUnit.MILLISECONDS)) {
            throw new TimeoutException("the cache of " + path + " did not load within " + waitMs + " ms: check"
                    + " the connection, or use startImmediate() and wait on its latch");
        }
    }

    @Override
    public CountDownLatch startImmediate() throws Exception {
        if (!state.compareAndSet(State.LATENT, State.STARTED)) {
            throw new IllegalStateException("Cannot be started more than once: make a new cache");
        }
        ZKPaths.mkdirs(discovery.getClient(), path, true, true);
        cache.start(PathChildrenCache.StartMode.POST_INITIALIZED_EVENT);
        return initialized;
    }

    @Override
    public void close() {
        if (!state.compareAndSet(State.STARTED, State.STOPPED)) {
            throw new IllegalStateException("Already closed or has not been started");
        }
        listeners.keySet().forEach(discovery.getClient()::removeConnectionStateListener);
        listeners.clear();
        cache.close();
        if (ownExecutor != null) {
            ownExecutor.shutdown();
        }
    }

    /** Told of changes on the cache's thread, and of connection states on the client's listener thread. */
    @Override
    public void addListener(ServiceCacheListener listener) {
        addListener(listener, Runnable::run);
    }

    @Override
    public void addListener(ServiceCacheListener listener, Executor executor) {
        listeners.put(listener, executor);
        discovery.getClient().addConnectionStateListener(listener, executor);
    }

    @Override
    public void removeListener(ServiceCacheListener listener) {
        listeners.remove(listener);
        discovery.getClient().removeConnectionStateListener(listener);
    }

    private void childEvent(PathChildrenCacheEvent event) {
        switch (event.getType()) {
            case CHILD_ADDED, CHILD_UPDATED -> changed(put(event.getData()));
            case CHILD_REMOVED -> changed(instances.remove(ZKPaths.getNodeFromPath(event.getData().getPath())) != null);
            case INITIALIZED -> initialized.countDown();
            default -> { }
        }
    }

    private boolean put(ChildData data) {
        try {
            ServiceInstance<T> instance = discovery.getSerializer().deserialize(data.getData());
            instances.put(ZKPaths.getNodeFromPath(data.getPath()), instance);
            return true;
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "the instance at " + data.getPath() + " is not readable JSON of"
                    + " this payload class; it is left out", e);
            return false;
        }
    }

    private void changed(boolean really) {
        if (really && initialized.getCount() == 0) {
            listeners.forEach((listener, executor) -> executor.execute(listener::cacheChanged));
        }
    }
}
