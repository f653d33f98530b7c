/**
 * Curator-compatible lock recipes: {@link io.zkwire.recipes.locks.InterProcessMutex},
 * {@link io.zkwire.recipes.locks.InterProcessSemaphoreMutex},
 * {@link io.zkwire.recipes.locks.InterProcessSemaphoreV2},
 * {@link io.zkwire.recipes.locks.InterProcessReadWriteLock} and
 * {@link io.zkwire.recipes.locks.InterProcessMultiLock}, with Curator's class names, node names, node
 * data, ordering and watch targets, so zkwire and Curator processes can share lock paths.
 * {@link io.zkwire.recipes.locks.Locker} scopes any of them to a try-with-resources block;
 * {@link io.zkwire.recipes.locks.LockInternalsDriver} lets a mutex decide holders by a rule of its own.
 *
 * <p>What zkwire adds, on every acquisition ({@link io.zkwire.recipes.locks.Acquisition}): a fencing
 * token, a lost signal, asynchronous acquisition without a parked thread, an uncontended acquire in one
 * round trip, and no orphan node after a timeout, interrupt or lost reply.
 *
 * <p>Inside: each acquisition is a {@code Contender} that decides in one method ({@code Contender.decide}) on
 * the {@code ContenderEvent} values its node, watches, listings, session and deadline deliver.
 *
 * <p>Threads: waiting costs no thread; the blocking methods park only the calling thread. A contender's
 * steps (drivers' {@code getsTheLock} included: brief, never blocking) run in its {@code SerialExecutor},
 * on whichever thread hands one in while none runs: the caller's for the start, the client's event thread
 * for replies and watch events, its event loop for LOST (heard at once), the recipes' timer for deadlines.
 * A loss is decided there and is visible at once ({@code isLost()}, {@code lost().isDone()}); caller
 * stages run on the callback executor ({@code ForkJoinPool.commonPool()} by default, or the one given to
 * {@code lost(executor)}), never on the client's threads.
 */
package io.zkwire.recipes.locks;
