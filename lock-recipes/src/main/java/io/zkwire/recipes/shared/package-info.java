/**
 * Curator's shared values: {@link io.zkwire.recipes.shared.SharedCount}, an integer every process sees
 * and may change, stored as Curator stores it (4 bytes, big-endian, in one persistent node), so zkwire
 * and Curator processes share it. Values arrive on the client's event thread and are handed to
 * listeners on the executor each listener chose.
 */
package io.zkwire.recipes.shared;
