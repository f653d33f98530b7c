package io.zkwire.client.internal.builders;

import io.zkwire.client.internal.ops.GuaranteedDeletes;
import io.zkwire.client.internal.ops.Invoker;
import io.zkwire.client.internal.ops.MultiOperations;
import io.zkwire.client.internal.ops.Operations;
import io.zkwire.client.internal.ops.TreeOperations;

/**
 * What every builder needs: single-node operations, multi-node ones, multi/multiRead, the runner, the
 * background retries of guaranteed deletes, and the data compression.
 */
public record ClientCore(Operations ops, TreeOperations tree, MultiOperations multi, Invoker invoker,
        GuaranteedDeletes guaranteedDeletes, Compression compression) {}
