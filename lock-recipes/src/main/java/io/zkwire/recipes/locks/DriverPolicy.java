package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;

/**
 * A user's {@link LockInternalsDriver} as the engine's {@link LockPolicy}: the driver decides, zkwire
 * waits. Nothing is assumed about the driver's order, so a waiter always lists again after the watched
 * node goes (no shortcut); a driver that fails makes the acquisition fail with its exception.
 */
record DriverPolicy(LockInternalsDriver driver, ZkClient client, int maxLeases) implements LockPolicy {

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
