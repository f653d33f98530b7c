/** zkwire zk-protocol. */
package io.zkwire.protocol;
