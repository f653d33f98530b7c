// SPDX-License-Identifier: Apache-2.0
/**
 * Jute's primitives on Netty buffers, shared by the record packages; not exported.
 */
package io.zkwire.protocol.internal;
