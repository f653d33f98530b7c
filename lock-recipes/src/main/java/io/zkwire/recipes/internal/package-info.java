// SPDX-License-Identifier: Apache-2.0
/**
 * Plumbing the recipe packages share, not exported: {@link io.zkwire.recipes.internal.SerialExecutor},
 * which runs one recipe's (or one listener's) tasks one at a time, in order, without a lock, either on
 * the thread that submits them or on an executor it was given, and {@link io.zkwire.recipes.internal.Listeners},
 * a recipe's listeners each behind one of those. Both run on whichever thread calls them; neither blocks.
 */
package io.zkwire.recipes.internal;
