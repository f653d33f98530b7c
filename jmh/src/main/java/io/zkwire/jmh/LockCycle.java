// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

/** The operation of the uncontended lock benchmarks: acquire, then release, on the calling thread. */
final class LockCycle {
    private LockCycle() {}

    static void zkwire(io.zkwire.recipes.locks.InterProcessLock lock) throws Exception {
        lock.acquire();
        lock.release();
    }

    static void curator(org.apache.curator.framework.recipes.locks.InterProcessLock lock) throws Exception {
        lock.acquire();
        lock.release();
    }
}
