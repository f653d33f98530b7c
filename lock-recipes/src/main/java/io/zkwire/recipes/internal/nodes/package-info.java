/**
 * Recipe plumbing, not exported: the client's node lifecycle as the recipes call it ({@link
 * io.zkwire.recipes.internal.nodes.Nodes}: the client's protected create and guaranteed delete), the session events
 * the recipes follow ({@code SessionEvents}), the recipes' timer thread ({@code RecipeThreads}), Curator's
 * default node data, path helpers and the sorting of failures ({@code ReplyFailures}; which failures a retry may
 * fix is {@code KeeperException.isRetryable}, in zk-protocol).
 *
 * <p>Threads: {@link io.zkwire.recipes.internal.nodes.SessionEvents} fans the client's connection states out on the
 * client's event thread (LOST at once on its I/O thread for those who ask), where a recipe object's
 * subscriber only hands the state to the object's serial executor; {@link io.zkwire.recipes.internal.nodes.RecipeThreads}
 * owns the recipes' shared timer and callback executor; the client's futures complete on its event thread.
 */
package io.zkwire.recipes.internal.nodes;
