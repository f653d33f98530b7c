// SPDX-License-Identifier: Apache-2.0
/**
 * Plumbing the recipe packages share, not exported: {@link io.zkwire.recipes.internal.SerialExecutor},
 * which runs one recipe's (or one listener's) tasks one at a time, in order, without a lock, either on
 * the thread that submits them or on an executor it was given, and {@link io.zkwire.recipes.internal.Listeners},
 * a recipe's listeners each behind one of those, and {@link io.zkwire.recipes.internal.DeadlineTimer}, the
 * deadline rule of every timed wait (a lock's acquire, a barrier's wait), whose timer tasks run in the
 * owner's serial executor. The concurrency toolkit every recipe uses: {@link io.zkwire.recipes.internal.SerialExecutor}
 * for state, {@link io.zkwire.recipes.internal.Snapshot} to show state to other threads,
 * {@link io.zkwire.recipes.internal.Gate} to wait until a state holds, {@link io.zkwire.recipes.internal.Once}
 * for a one-way switch, {@link io.zkwire.recipes.internal.Lifecycle} for start and close,
 * {@link io.zkwire.recipes.internal.Turn} for one holder at a time, and {@link io.zkwire.recipes.internal.Cell}
 * for a value no serial executor owns. Recipe code outside this package uses these, never its own volatile,
 * atomic or thread-local (the rules test checks). They run on whichever thread calls them; none blocks, except
 * {@link io.zkwire.recipes.internal.Blocking}, the blocking methods' wait. Also Curator's order of lock nodes
 * ({@link io.zkwire.recipes.internal.LockSorting}) and the mutex with the caller's node data that the leader
 * recipes contend with ({@link io.zkwire.recipes.internal.MutexWithNodeData}).
 */
package io.zkwire.recipes.internal;
