// SPDX-License-Identifier: Apache-2.0
/** Curator's watch recipes: {@link io.zkwire.recipes.watch.PersistentWatcher}, kept across session expiries. */
package io.zkwire.recipes.watch;
