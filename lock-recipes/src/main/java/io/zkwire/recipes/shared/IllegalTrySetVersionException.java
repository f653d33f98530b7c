// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

/**
 * Curator's {@code IllegalTrySetVersionException}: a conditional write was asked for at data version -1,
 * which ZooKeeper reads as "any version" (the version wraps to -1 after 2^31 changes, ZOOKEEPER-4743),
 * so it cannot be made conditional.
 */
public class IllegalTrySetVersionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public IllegalTrySetVersionException() {
        super("the node's data version has wrapped around to -1, which ZooKeeper takes as 'any version', so a"
                + " trySet (conditional setData) cannot be made: write unconditionally with setValue/setCount,"
                + " or recreate the node (ZOOKEEPER-4743)");
    }
}
