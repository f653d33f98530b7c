/**
 * Node helpers the lock recipes are built on, usable on their own: Curator's protected creation
 * ({@link io.zkwire.recipes.nodes.ProtectedCreate}, found again after a lost reply, never leaving an
 * orphan) and guaranteed deletion ({@link io.zkwire.recipes.nodes.GuaranteedDelete}, retried across
 * reconnects in the background).
 *
 * <p>Threads: {@link io.zkwire.recipes.nodes.SessionEvents} fans the client's connection states out on the
 * client's event thread (LOST at once on its I/O thread for those who ask), where a recipe object's
 * subscriber only hands the state to the object's serial executor; {@link io.zkwire.recipes.nodes.RecipeThreads}
 * owns the recipes' shared timer and callback executor.
 */
package io.zkwire.recipes.nodes;
