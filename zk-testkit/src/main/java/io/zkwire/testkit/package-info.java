/** zkwire zk-testkit. */
package io.zkwire.testkit;
