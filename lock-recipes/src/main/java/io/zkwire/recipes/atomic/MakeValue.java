// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/** The next value from the current one (null if the node does not exist yet). */
@FunctionalInterface
interface MakeValue {
    byte[] makeFrom(byte[] previous);
}
