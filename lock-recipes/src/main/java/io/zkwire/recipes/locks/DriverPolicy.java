package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A user's {@link LockInternalsDriver} as a {@link LockPolicy}: the driver decides, zkwire
 * waits. Nothing is assumed about the driver's order, so a waiter always lists again after the watched
 * node goes (no shortcut); a driver that fails makes the acquisition fail with its exception.
 */
record DriverPolicy(LockInternalsDriver driver, ZkClient client, int maxLeases) implements LockPolicy {

    /** Driver classes already told that their createsTheLock is not called. */
    private static final Set<Class<?>> DRIVERS_WARNED = ConcurrentHashMap.newKeySet();

    /**
     * The node request of a mutex built on {@code driver} (InterProcessMutex's driver constructors): the
     * standard driver keeps the built-in rule ({@link IndexPolicy}, with its shortcuts), any other decides
     * through this policy.
     */
    static NodeRequest request(ZkClient client, String lockName, int maxLeases, LockInternalsDriver driver) {
        if (maxLeases < 1) {
            throw new IllegalArgumentException("maxLeases must be at least 1, was " + maxLeases);
        }
        if (driver == null) {
            throw new IllegalArgumentException("driver must not be null: pass new StandardLockInternalsDriver()"
                    + " for the standard rule, or use the constructor without a driver");
        }
        warnIfCreatesTheLockIsOwn(driver);
        LockPolicy policy = driver.getClass() == StandardLockInternalsDriver.class
                ? new IndexPolicy(maxLeases, false) // the same rule, with the contender's shortcuts
                : new DriverPolicy(driver, client, maxLeases);
        return NodeRequest.sequential(lockName, policy);
    }

    /**
     * A driver written from scratch has a {@code createsTheLock} of its own, which zkwire does not call: say
     * so once per driver class rather than let a customised create be ignored silently.
     */
    private static void warnIfCreatesTheLockIsOwn(LockInternalsDriver driver) {
        if (!(driver instanceof StandardLockInternalsDriver) && DRIVERS_WARNED.add(driver.getClass())) {
            System.getLogger(InterProcessMutex.class.getName()).log(System.Logger.Level.WARNING,
                    "lock driver {0} implements createsTheLock, which zkwire does not call: lock nodes are always"
                    + " created as StandardLockInternalsDriver.createsTheLock does (protected, ephemeral"
                    + " sequential). Nothing changes if yours does the same; extend StandardLockInternalsDriver"
                    + " to keep only getsTheLock and fixForSorting and silence this warning.",
                    driver.getClass().getName());
        }
    }

    @Override
    public Verdict evaluate(SortedChildren children, String ourName) {
        PredicateResults results;
        try {
            results = driver.getsTheLock(client, children.names(), ourName, maxLeases);
        } catch (KeeperException.NoNodeException ownNodeMissing) {
            return Verdict.MISSING;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("lock driver " + driver.getClass().getName() + " failed: " + e, e);
        }
        if (results.getsTheLock()) {
            return Verdict.HOLDS;
        }
        if (results.getPathToWatch() == null) {
            throw new IllegalStateException("lock driver " + driver.getClass().getName()
                    + " returned neither the lock nor a path to watch for " + ourName);
        }
        return new Verdict.WaitForNode(results.getPathToWatch(), false);
    }
}
