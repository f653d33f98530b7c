package io.zkwire.client.internal;

/** What every builder needs: single-node operations, multi-node ones, multi/multiRead, and the runner. */
public record ClientCore(Operations ops, TreeOperations tree, MultiOperations multi, Invoker invoker) {}
