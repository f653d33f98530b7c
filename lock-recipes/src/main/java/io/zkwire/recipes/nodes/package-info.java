// SPDX-License-Identifier: Apache-2.0
/**
 * Curator's node recipes: {@link io.zkwire.recipes.nodes.PersistentNode} (a node that stays while its owner
 * runs, recreated after a delete or a session loss), {@link io.zkwire.recipes.nodes.PersistentTtlNode} and
 * {@link io.zkwire.recipes.nodes.GroupMember} (group membership on an ephemeral node and a cache).
 *
 * <p>Threads: a node object's state is changed only by tasks on its own serial executor; the client's
 * replies, watch events and connection states hand their work to it from the client's event thread.
 * Listeners run on their executor (the recipes' callback pool unless given). Nothing here takes a lock.
 */
package io.zkwire.recipes.nodes;
