/**
 * Recipe plumbing, not exported: the client's node lifecycle as the recipes call it ({@link
 * io.zkwire.recipes.nodes.Nodes}: the client's protected create and guaranteed delete), the session events
 * the recipes follow ({@code SessionEvents}), the recipes' timer thread ({@code RecipeThreads}), Curator's
 * default node data, path helpers and the sorting of failures ({@code Failures}; which failures a retry may
 * fix is {@code KeeperException.isRetryable}, in zk-protocol).
 *
 * <p><b>Thread:</b> any; the client's futures complete on its event thread, timers on {@code RecipeThreads}.
 */
package io.zkwire.recipes.nodes;
