/** zkwire zk-client. */
package io.zkwire.client;
