/**
 * Node helpers the lock recipes are built on, usable on their own: Curator's protected creation
 * ({@link io.zkwire.recipes.nodes.ProtectedCreate}, found again after a lost reply, never leaving an
 * orphan) and guaranteed deletion ({@link io.zkwire.recipes.nodes.GuaranteedDelete}, retried across
 * reconnects in the background).
 */
package io.zkwire.recipes.nodes;
