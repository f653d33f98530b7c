/** zkwire jmh. */
package io.zkwire.jmh;
